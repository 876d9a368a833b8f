/**
 * Stock lives in the catalogue's rows: each product's and variation's stock columns (`stockColumns` in
 * catalogue-tables.ts), beside the price that a line is charged. These are the rows inventory locks, reads and moves;
 * the catalogue owns them, and its back office writes their stock when staff change a product.
 */
export { products, variations } from '../catalogue/catalogue-tables.ts';
