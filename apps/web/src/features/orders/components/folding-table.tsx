import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { WIDE_COLUMNS_MIN_PX } from '@shop/contract/constants';
import { Fragment, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

/**
 * Screens wide enough for every column (spec section 9); below it some fold under their row. CSS alone, so that the
 * server's HTML already fits the screen.
 */
export const WIDE = `@media (min-width:${WIDE_COLUMNS_MIN_PX}px)`;
const wideOnly = { display: 'none', [WIDE]: { display: 'table-cell' } } as const;
export const narrowOnly = { [WIDE]: { display: 'none' } } as const;

export interface FoldingColumn<Row> {
  /** The column's heading, and the value's term once folded. */
  label: string;
  cell: (row: Row) => ReactNode;
  /**
   * Below 711 px: folded under its row, behind the row's details button, or hidden (another cell says it there).
   * A column without it is shown on every screen.
   */
  narrow?: 'fold' | 'hide';
  /** A heading only a screen reader needs, such as that of a column of buttons. */
  labelHidden?: boolean;
}

interface FoldingTableProps<Row> {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => number;
  /** Names a row for its details button, e.g. «سفارش ۱۲». */
  rowName: (row: Row) => string;
  columns: FoldingColumn<Row>[];
  /** A click anywhere on the row but its links and buttons, for a mouse or a finger; the keyboard has a link. */
  onRowClick?: ((row: Row) => void) | undefined;
}

/**
 * A table whose secondary columns fold under each row on a phone, behind a details button, and show as columns from
 * 711 px on.
 */
export function FoldingTable<Row>({ label, rows, rowKey, rowName, columns, onRowClick }: FoldingTableProps<Row>) {
  const [open, setOpen] = useState<number[]>([]);
  const baseId = useId();
  const folded = columns.filter((column) => column.narrow === 'fold');
  const toggle = (key: number) =>
    setOpen((keys) => (keys.includes(key) ? keys.filter((known) => known !== key) : [...keys, key]));
  const clickRow = (row: Row) => (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) onRowClick?.(row);
  };

  return (
    <Table aria-label={label} sx={{ '& th, & td': { textAlign: 'start', px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} sx={{ fontWeight: 700, ...(column.narrow && wideOnly) }}>
              {column.labelHidden ? (
                <Box component="span" sx={visuallyHidden}>
                  {column.label}
                </Box>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
          {folded.length > 0 && (
            <TableCell sx={{ width: 0, ...narrowOnly }}>
              <Box component="span" sx={visuallyHidden}>
                جزئیات
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const key = rowKey(row);
          const expanded = open.includes(key);
          const detailsId = `${baseId}-${key}`;
          return (
            <Fragment key={key}>
              <TableRow
                hover={Boolean(onRowClick)}
                onClick={onRowClick && clickRow(row)}
                sx={{
                  cursor: onRowClick ? 'pointer' : undefined,
                  // The details below belong to the row: no rule between them.
                  ...(expanded && { '& > td': { borderBottom: 0, [WIDE]: { borderBottom: 1, borderColor: 'divider' } } }),
                }}
              >
                {columns.map((column) => (
                  <TableCell key={column.label} sx={column.narrow ? wideOnly : undefined}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {folded.length > 0 && (
                  <TableCell sx={{ py: 0, ...narrowOnly }}>
                    <IconButton
                      size="small"
                      aria-label={`جزئیات ${rowName(row)}`}
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      onClick={() => toggle(key)}
                    >
                      <ExpandMoreIcon
                        sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : undefined }}
                      />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
              {expanded && (
                <TableRow id={detailsId} sx={{ [WIDE]: { display: 'none' } }}>
                  <TableCell colSpan={columns.length + 1} sx={{ pt: 0 }}>
                    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, alignItems: 'center' }}>
                      {folded.map((column) => (
                        <DefinitionRow key={column.label} label={column.label}>
                          {column.cell(row)}
                        </DefinitionRow>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
