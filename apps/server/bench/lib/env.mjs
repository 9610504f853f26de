// The benches' settings from the environment.
import { BenchError } from './errors.mjs';

/** A number from `name`, or `fallback` when it is unset; a value that is not one stops the bench. */
export function numberFromEnv(name, fallback, { min = 0, integer = false } = {}) {
  const raw = process.env[name];
  if (raw == null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new BenchError(`${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}
