import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { StrengthEstimate } from './password-strength.rules';

/**
 * zxcvbn-ts with its common-password, name and word dictionaries and keyboard graphs (about 1 MB):
 * the server imports it; the browser only through a dynamic import (its own chunk, loaded by the
 * set/change/register password forms, never by the login route). Built on first use (~0.3 s).
 */
let factory: ZxcvbnFactory | null = null;

export function estimateStrength(password: string, userInputs: readonly string[] = []): StrengthEstimate {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const inputs = userInputs.map((input) => input.trim()).filter(Boolean);
  const result = factory.check(password, inputs);
  return { score: result.score, warning: result.feedback.warning ?? null };
}
