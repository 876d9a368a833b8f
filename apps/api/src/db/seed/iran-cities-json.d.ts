declare module 'iran-cities-json' {
  const iranCities: {
    ostan: { id: number; name: string }[];
    shahr: { id: number; name: string; ostan: number }[];
  };
  export default iranCities;
}
