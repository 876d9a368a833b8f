/**
 * `value` and everything in it frozen: what the shop keeps for every visitor cannot be changed by one request, and its
 * JSON is written once (lib/response-serializer.ts). Plain objects and arrays only: a Buffer cannot be frozen.
 */
export function deepFrozen<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
