import { useEffect, useState } from 'react';
import type { PasswordStrategy } from '../../../contract';
import { iamRoutes } from '../../../contract/iam.routes';
import { call } from '../api/call-api';

/**
 * The server's password strategy (GET passwordStrategy/queryStrategy; the first item is used,
 * spec 7). Null until loaded or when the call fails: the form then checks only the character
 * set and 1~32, and the server still applies the strategy on submit.
 */
export function usePasswordStrategy(): PasswordStrategy | null {
  const [strategy, setStrategy] = useState<PasswordStrategy | null>(null);
  useEffect(() => {
    let live = true;
    call(iamRoutes.queryStrategy).then(
      (data) => {
        if (live) setStrategy(Array.isArray(data) && data[0] ? data[0] : null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return strategy;
}
