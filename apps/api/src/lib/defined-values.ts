/** The values a partial change sets: a field left out (undefined) keeps its value, where null clears it. */
export function definedValues<Values extends object>(values: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Values>;
}
