import type { LaunchOptions } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_LAUNCH: LaunchOptions;
