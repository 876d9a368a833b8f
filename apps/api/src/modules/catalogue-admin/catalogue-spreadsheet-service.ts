import { Readable } from 'node:stream';
import { readOrdering } from '@shop/contract/admin';
import { STOCK_TYPES, type StockType } from '@shop/contract/catalogue';
import {
  type AdminCategory,
  catalogueAdminMessageWith,
  IMPORT_MAX_ROWS,
  type ImportRefused,
  type ImportResult,
  type ImportRowError,
  ProductCreateSchema,
  type ProductExportQuery,
  ProductUpdateSchema,
  productTypeLabel,
  catalogueAdminMessages as says,
  stockTypeLabel,
} from '@shop/contract/catalogue-admin';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { normalizeForSearch, normalizePersianLetters, parseWholeNumber, toLatinDigits } from '@shop/contract/persian';
import ExcelJS from 'exceljs';
import { changed, type Database, inTransaction, type Transaction } from '../../db/client.ts';
import { InvalidError } from '../../lib/errors.ts';
import type { PictureUrls } from '../media/media-service.ts';
import type { StaffWrite } from './admin-writes.ts';
import * as brandQueries from './brands-admin-queries.ts';
import { listAdminCategories } from './categories-admin-service.ts';
import * as adminQueries from './products-admin-queries.ts';
import { adminProductSelection, changeProduct, insertProduct } from './products-admin-service.ts';

/** The sheet's columns, by the API's field each one writes, under the Persian header a person reads. */
const COLUMNS = [
  { field: 'id', header: 'شناسه', width: 10 },
  { field: 'name', header: 'نام', width: 48 },
  { field: 'type', header: 'نوع کالا', width: 10 },
  { field: 'category', header: 'دسته‌بندی', width: 32 },
  { field: 'brand', header: 'برند', width: 16 },
  { field: 'regular_price', header: 'قیمت', width: 16 },
  { field: 'sale_price', header: 'قیمت ویژه', width: 16 },
  { field: 'stock_type', header: 'نوع موجودی', width: 14 },
  { field: 'stock', header: 'موجودی', width: 10 },
  { field: 'quantity_step', header: 'گام تعداد', width: 10 },
  { field: 'is_published', header: 'منتشرشده', width: 10 },
  { field: 'excerpt', header: 'خلاصه', width: 40 },
  { field: 'price_note', header: 'توضیح قیمت', width: 30 },
  { field: 'description', header: 'توضیحات', width: 60 },
] as const;

type Field = (typeof COLUMNS)[number]['field'];
const headerOf = new Map<string, string>(COLUMNS.map((column) => [column.field, column.header]));

const YES = 'بله';
const NO = 'خیر';

/** Category cells name a category by its path, «تجهیزات › فشارسنج», so that two subcategories of one name differ. */
async function allCategories(db: Database, pictures: PictureUrls): Promise<AdminCategory[]> {
  return (await listAdminCategories(db, pictures, { limit: Number.MAX_SAFE_INTEGER, offset: 0 })).results;
}

/** The products the list's filters select, as a sheet in the list's order: .xlsx, or CSV in UTF-8 that Excel reads. */
export async function exportProducts(
  db: Database,
  pictures: PictureUrls,
  query: ProductExportQuery,
): Promise<{ file: Buffer; type: string; name: string }> {
  const [found, categories] = await Promise.all([
    adminQueries.findAdminProducts(
      db,
      await adminProductSelection(db, query),
      readOrdering(query.ordering, '-created_at'),
      undefined,
    ),
    allCategories(db, pictures),
  ]);
  const pathOf = new Map(categories.map((category) => [category.id, category.path]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('کالاها', { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: column.header, key: column.field, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of found.rows) {
    const values: Record<Field, string | number | null> = {
      id: row.id,
      name: row.name,
      type: productTypeLabel[row.type],
      category: row.categoryId === null ? '' : (pathOf.get(row.categoryId) ?? ''),
      brand: row.brandName ?? '',
      regular_price: row.regularPrice,
      sale_price: row.salePrice,
      stock_type: stockTypeLabel[row.stockType],
      stock: row.stock,
      quantity_step: row.quantityStep,
      is_published: row.isPublished ? YES : NO,
      excerpt: row.excerpt,
      price_note: row.priceNote,
      description: row.description,
    };
    sheet.addRow(values);
  }
  const stamp = new Date().toISOString().slice(0, 10);
  if (query.format === 'csv') {
    const csv = Buffer.from(await workbook.csv.writeBuffer());
    // A byte-order mark, or Excel reads the UTF-8 as a legacy code page and the Persian comes out garbled.
    return { file: Buffer.concat([Buffer.from('\ufeff'), csv]), type: 'text/csv; charset=utf-8', name: `products-${stamp}.csv` };
  }
  return {
    file: Buffer.from(await workbook.xlsx.writeBuffer()),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name: `products-${stamp}.xlsx`,
  };
}

type CellValue = string | number | boolean | null;

/** A cell as text or number, whatever Excel kept in it (rich text, a formula's result, a link's text). */
function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellValue((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

/** Reads the first sheet of a .xlsx file (a zip, «PK») or a CSV file. */
async function readSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (file.subarray(0, 2).toString('latin1') === 'PK') {
      await workbook.xlsx.load(file as unknown as ArrayBuffer);
    } else {
      const text = file.toString('utf8').replace(/^\ufeff/, '');
      if (text.includes('\ufffd')) throw new Error('not UTF-8');
      // Every cell stays text: the import reads numbers itself, in any digits, and never takes a name for a date.
      await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value } as never);
    }
  } catch {
    throw new InvalidError({ file: [says.importFileUnreadable] });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new InvalidError({ file: [says.importNoRows] });
  return sheet;
}

const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/** A number cell: a number, or text in Persian, Arabic or Latin digits with or without separators («۱٬۲۰۰٬۰۰۰»). */
function numberCell(value: CellValue): number | string | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return value;
  const text = String(value)
    .replace(/تومان|ریال/g, '')
    .trim();
  return parseWholeNumber(text) ?? text;
}

const textCell = (value: CellValue) => (isBlank(value) ? '' : String(value));

const stockTypeOf = new Map<string, StockType>([
  ...STOCK_TYPES.map((type) => [type, type] as const),
  ...STOCK_TYPES.map((type) => [normalizeForSearch(stockTypeLabel[type]), type] as const),
]);

function yesNo(value: CellValue): boolean | undefined | 'bad' {
  if (isBlank(value)) return undefined;
  if (typeof value === 'boolean') return value;
  const text = normalizeForSearch(toLatinDigits(String(value)));
  if ([YES, 'true', '1', 'yes'].map(normalizeForSearch).includes(text)) return true;
  if ([NO, 'false', '0', 'no'].map(normalizeForSearch).includes(text)) return false;
  return 'bad';
}

/** Finds a category or brand by what a person typed: one match, else a message for the cell. */
function lookUp(candidates: { id: number; names: string[] }[], typed: string): number | string {
  const wanted = normalizeForSearch(normalizePersianLetters(typed));
  const matches = candidates.filter((candidate) => candidate.names.some((name) => normalizeForSearch(name) === wanted));
  if (matches.length === 1) return matches[0]?.id ?? 0;
  return matches.length ? says.importNameAmbiguous : '';
}

interface ParsedRow {
  row: number;
  id: number | undefined;
  input: Record<string, unknown>;
  errors: Record<string, string[]>;
}

/** Collects every row of the sheet as a change of the API's shape, with what could not be read in it. */
async function parseRows(db: Database, pictures: PictureUrls, sheet: ExcelJS.Worksheet): Promise<ParsedRow[]> {
  const fieldOfColumn = new Map<number, Field>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = normalizePersianLetters(textCell(cellValue(cell.value)).trim()).replace(/\s+/g, ' ');
    const known = COLUMNS.find((candidate) => normalizeForSearch(candidate.header) === normalizeForSearch(header));
    if (known) fieldOfColumn.set(column, known.field);
  });
  const categories = (await allCategories(db, pictures)).map((category) => ({
    id: category.id,
    names: [category.path, category.name],
  }));
  const pathsFirst = (typed: string) => {
    // A full path is never ambiguous where a bare name may be.
    const byPath = lookUp(
      categories.map((category) => ({ id: category.id, names: [category.names[0] ?? ''] })),
      typed,
    );
    return typeof byPath === 'number' ? byPath : lookUp(categories, typed);
  };
  const brands = (await brandQueries.findAllBrands(db)).map((brand) => ({
    id: brand.id,
    names: [brand.name, brand.nameEn].filter(Boolean),
  }));

  const rows: ParsedRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = new Map<Field, CellValue>();
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const field = fieldOfColumn.get(column);
      if (field) cells.set(field, cellValue(cell.value));
    });
    if ([...cells.values()].every(isBlank)) return;
    const input: Record<string, unknown> = {};
    const errors: Record<string, string[]> = {};
    const refuse = (field: Field, message: string) => {
      errors[field] = [message];
    };
    let id: number | undefined;
    for (const [field, value] of cells) {
      switch (field) {
        case 'id': {
          const parsed = numberCell(value);
          if (parsed === null) break;
          if (typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed > 0) id = parsed;
          else refuse(field, says.importProductNotFound);
          break;
        }
        case 'type':
          // The type is the form's to change: a row names it so that a person reading the sheet knows it.
          break;
        case 'regular_price':
        case 'sale_price':
        case 'stock':
        case 'quantity_step':
          input[field] = numberCell(value);
          break;
        case 'stock_type': {
          if (isBlank(value)) break;
          const type = stockTypeOf.get(normalizeForSearch(String(value)));
          if (type) input[field] = type;
          else refuse(field, says.importUnknownStockType);
          break;
        }
        case 'is_published': {
          const published = yesNo(value);
          if (published === 'bad') refuse(field, says.importUnknownYesNo);
          else if (published !== undefined) input[field] = published;
          break;
        }
        case 'category':
        case 'brand': {
          if (isBlank(value)) {
            input[field] = null;
            break;
          }
          const found = field === 'category' ? pathsFirst(String(value)) : lookUp(brands, String(value));
          if (typeof found === 'number') input[field] = found;
          else refuse(field, found || (field === 'category' ? says.categoryNotFound : says.brandNotFound));
          break;
        }
        default:
          input[field] = textCell(value);
      }
    }
    rows.push({ row: rowNumber, id, input, errors });
  });
  return rows;
}

/** Field names of the API (`sale_price`, `variations.0.stock`) as the sheet's headers; the rest under the row. */
function byHeader(fields: Record<string, string[]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(fields)) {
    const header = headerOf.get(field) ?? NON_FIELD_ERRORS;
    errors[header] = [...new Set([...(errors[header] ?? []), ...list])];
  }
  return errors;
}

/** Thrown inside the import's transaction to roll every row back. */
class ImportRefusal extends Error {
  constructor(readonly rows: ImportRowError[]) {
    super('import refused');
  }
}

/**
 * Applies a sheet of products: rows with an id change that product, rows without add a simple product. Every row is
 * checked as the form's change would be, and all of them are applied in one transaction or none is: a refusal
 * answers every bad row by its number in the sheet, with messages under the columns' headers.
 */
export async function importProducts(
  db: Database,
  pictures: PictureUrls,
  staff: StaffWrite,
  file: Buffer | undefined,
): Promise<{ result: ImportResult } | { refused: ImportRefused }> {
  if (!file) throw new InvalidError({ file: [says.importFileRequired] });
  const rows = await parseRows(db, pictures, await readSheet(file));
  if (!rows.length) throw new InvalidError({ file: [says.importNoRows] });
  if (rows.length > IMPORT_MAX_ROWS)
    throw new InvalidError({ file: [catalogueAdminMessageWith.importTooManyRows(IMPORT_MAX_ROWS)] });

  const ids = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  const known = await adminQueries.existingIds(db, 'products', ids);
  const variable = new Set(
    (await adminQueries.findAdminProductsByIds(db, [...known])).filter((row) => row.type === 'variable').map((row) => row.id),
  );
  const seen = new Set<number>();
  for (const row of rows) {
    if (row.id === undefined) continue;
    if (!known.has(row.id)) row.errors.id = [says.importProductNotFound];
    else if (seen.has(row.id)) row.errors.id = [says.importIdRepeated];
    seen.add(row.id);
  }

  try {
    const result = await inTransaction(db, async (tx) => {
      const refused: ImportRowError[] = [];
      let created = 0;
      let updated = 0;
      for (const row of rows) {
        const fields = await applyRow(tx, pictures, staff, row, variable);
        if (Object.keys(fields).length) refused.push({ row: row.row, errors: byHeader(fields) });
        else if (row.id === undefined) created++;
        else updated++;
      }
      if (refused.length) throw new ImportRefusal(refused);
      await changed(tx, { catalogue: true });
      return { created, updated };
    });
    return { result };
  } catch (error) {
    if (error instanceof ImportRefusal) return { refused: { rows: error.rows } };
    throw error;
  }
}

/**
 * One row, checked by the form's own schema and then by the same rules a form's change meets, in a savepoint of its
 * own: a refused row is undone alone, so that the rows after it are still checked. Answers its problems by field.
 */
async function applyRow(
  tx: Transaction,
  pictures: PictureUrls,
  staff: StaffWrite,
  row: ParsedRow,
  variable: Set<number>,
): Promise<Record<string, string[]>> {
  const input = { ...row.input };
  if (row.id !== undefined && variable.has(row.id)) {
    // A variable product's price and stock are its variations', which its form edits.
    for (const field of ['regular_price', 'sale_price', 'stock_type', 'stock', 'quantity_step']) delete input[field];
  }
  const parsed = (row.id === undefined ? ProductCreateSchema : ProductUpdateSchema).safeParse(input);
  const problems: Record<string, string[]> = { ...row.errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? NON_FIELD_ERRORS);
      problems[field] ??= [issue.message];
    }
  }
  if (Object.keys(problems).length || !parsed.success) return problems;
  try {
    await tx.transaction(async (savepoint) => {
      if (row.id === undefined)
        await insertProduct(savepoint, pictures, staff, { ...parsed.data, name: parsed.data.name ?? '' }, 'import');
      else await changeProduct(savepoint, pictures, staff, row.id, parsed.data, 'import');
    });
    return {};
  } catch (error) {
    if (error instanceof InvalidError) return error.fields;
    throw error;
  }
}
