import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Collapse from '@mui/material/Collapse';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Icon } from './icons';

export interface Column<T> {
  field: string;
  /** Already translated header. */
  header: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Keep the cell on one line (dates, numbers). */
  noWrap?: boolean;
  /** Off until the column chooser turns it on (the table fits 1280 px without it). */
  hiddenByDefault?: boolean;
  /** Stays visible at the right edge while the table scrolls sideways (the row's actions). */
  sticky?: boolean;
  /** On a phone the card shows it as its title instead of a labelled line. */
  cardTitle?: boolean;
}

/** Collection query of docs/product.md §7 / docs/architecture.md §3; `pageSize` 'all' is the pagination's 'All'. */
export interface TableQuery {
  page: number;
  pageSize: number | 'all';
  /** Field names with an optional '-' prefix for descending. */
  sort: string[];
  search: string;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_TABLE_QUERY: TableQuery = { page: 1, pageSize: 10, sort: [], search: '' };

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Query parameters for the API: page, page-size, repeated kebab-case sort, search. */
export function toCollectionParams(q: TableQuery) {
  return {
    page: q.page,
    'page-size': q.pageSize,
    sort: q.sort.map((s) => (s.startsWith('-') ? `-${kebab(s.slice(1))}` : kebab(s))),
    search: q.search,
  };
}

/** Click cycles a column through ascending, descending and unsorted. */
export function nextSort(sort: readonly string[], field: string): string[] {
  const current = sort.find((s) => s === field || s === `-${field}`);
  const rest = sort.filter((s) => s !== current);
  if (!current) return [field, ...rest];
  if (current === field) return [`-${field}`, ...rest];
  return rest;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  total: number;
  loading?: boolean;
  query: TableQuery;
  onQueryChange: (q: TableQuery) => void;
  getRowId: (row: T) => string | number;
  /** Extra filter fields shown in the filter panel; `filtersActive` says whether any is set. */
  filters?: ReactNode;
  filtersActive?: boolean;
  /** The filter panel starts open (a list that starts filtered shows by what). */
  filtersInitiallyOpen?: boolean;
  /** The list could not be loaded: said in the table instead of "no data". */
  error?: string;
}

/** What a feature's table passes through to DataTable as it is: all but its own columns and row ids. */
export type ListTableProps<T> = Omit<DataTableProps<T>, 'columns' | 'getRowId'>;

const isEmptyCell = (content: ReactNode) => content === null || content === undefined || content === false || content === '';

/** The list screens' shared table: filter, sort, column chooser and paginated footer (docs/product.md §2). */
export function DataTable<T>({
  columns,
  rows,
  total,
  loading,
  query,
  onQueryChange,
  getRowId,
  filters,
  filtersActive,
  filtersInitiallyOpen = false,
  error,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  // docs/product.md §9: mobile is at or below the small breakpoint; rows become cards there.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(columns.filter((c) => c.hiddenByDefault).map((c) => c.field)));
  const [chooser, setChooser] = useState<HTMLElement | null>(null);
  const [filterOpen, setFilterOpen] = useState(filtersInitiallyOpen);
  const shown = columns.filter((c) => !hidden.has(c.field));
  const criteria = !!query.search || !!filtersActive;
  const emptyText = loading ? t('table.loading') : error ? error : criteria ? t('table.noMatchingData') : t('table.noData');
  const stickyCell = (c: Column<T>) =>
    c.sticky
      ? { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: `inset 1px 0 0 ${theme.palette.divider}` }
      : {};
  const cellText = (c: Column<T>, row: T) => (c.render ? c.render(row) : String((row as Record<string, unknown>)[c.field] ?? ''));
  const sortOf = (field: string) => (query.sort.includes(field) ? 'asc' : query.sort.includes(`-${field}`) ? 'desc' : null);
  const toggle = (field: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (next.has(field)) next.delete(field);
      else if (shown.length > 1) next.add(field);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('table.search')}
          value={query.search}
          onChange={(e) => onQueryChange({ ...query, search: e.target.value, page: 1 })}
          sx={{ flex: 1, maxWidth: 360 }}
        />
        <Box sx={{ flex: 1 }} />
        {filters && (
          <Tooltip title={t('table.filters')}>
            <IconButton
              aria-label={t('table.filters')}
              onClick={() => setFilterOpen((o) => !o)}
              color={filtersActive ? 'primary' : 'default'}
            >
              <Icon name="filter" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('table.columns')}>
          <IconButton aria-label={t('table.columns')} onClick={(e) => setChooser(e.currentTarget)}>
            <Icon name="columns" />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={chooser} open={!!chooser} onClose={() => setChooser(null)}>
          {columns.map((c) => (
            // The item is the checkbox; the box drawn inside only shows its state (a second control
            // in a menu item would be unnamed and nested).
            <MenuItem key={c.field} dense role="menuitemcheckbox" aria-checked={!hidden.has(c.field)} onClick={() => toggle(c.field)}>
              <ListItemIcon>
                {hidden.has(c.field) ? (
                  <Icon name="checkBoxBlank" fontSize="small" color="action" />
                ) : (
                  <Icon name="checkBox" fontSize="small" color="primary" />
                )}
              </ListItemIcon>
              <ListItemText primary={c.header} />
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {filters && (
        <Collapse in={filterOpen}>
          <Box sx={{ px: 1.5, pb: 1.5 }}>{filters}</Box>
        </Collapse>
      )}
      {phone ? (
        <Stack spacing={1} sx={{ px: 1, pb: 1 }} data-testid="table-cards" component="ul" aria-label={t('table.rows')}>
          {!loading &&
            rows.map((row) => {
              const title = shown.find((c) => c.cardTitle);
              return (
                <Paper key={getRowId(row)} variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
                  {title && <Box sx={{ mb: 0.5 }}>{cellText(title, row)}</Box>}
                  <Box
                    component="dl"
                    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', columnGap: 1.5, rowGap: 0.5 }}
                  >
                    {/* What the row does not have (no comment, no decision to take) is left out: a label with nothing after it is noise on a phone. */}
                    {shown
                      .filter((c) => c !== title)
                      .map((c) => ({ c, content: cellText(c, row) }))
                      .filter(({ content }) => !isEmptyCell(content))
                      .map(({ c, content }) => (
                        <Fragment key={c.field}>
                          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
                            {c.header}
                          </Box>
                          <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' }}>
                            {content}
                          </Box>
                        </Fragment>
                      ))}
                  </Box>
                </Paper>
              );
            })}
          {(loading || rows.length === 0) && (
            <Box
              component="li"
              sx={{ listStyle: 'none', py: 3, textAlign: 'center', color: error ? 'error.main' : 'text.secondary' }}
              role={error ? 'alert' : undefined}
            >
              {emptyText}
            </Box>
          )}
        </Stack>
      ) : (
        <TableContainer>
          {/* Half the default side padding: the default columns of every list fit 1280 px whatever the rows hold. */}
          {/* A long chip ("Wniosek o anulowanie" beside "Błąd eksportu") wraps rather than pushing the actions off. */}
          <Table
            size="small"
            sx={{
              '& .MuiTableCell-root': { px: 1 },
              '& .MuiTableCell-body .MuiChip-root': { height: 'auto', minHeight: 24 },
              '& .MuiTableCell-body .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
            }}
          >
            <TableHead>
              <TableRow>
                {shown.map((c) => (
                  <TableCell key={c.field} align={c.align} sortDirection={sortOf(c.field) ?? false} sx={stickyCell(c)}>
                    {c.sortable ? (
                      <TableSortLabel
                        active={!!sortOf(c.field)}
                        direction={sortOf(c.field) ?? 'asc'}
                        onClick={() => onQueryChange({ ...query, sort: nextSort(query.sort, c.field), page: 1 })}
                      >
                        {c.header}
                      </TableSortLabel>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {!loading &&
                rows.map((row) => (
                  <TableRow key={getRowId(row)} hover>
                    {shown.map((c) => (
                      <TableCell key={c.field} align={c.align} sx={{ ...(c.noWrap ? { whiteSpace: 'nowrap' } : {}), ...stickyCell(c) }}>
                        {cellText(c, row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {(loading || rows.length === 0) && (
                <TableRow>
                  <TableCell
                    colSpan={shown.length}
                    align="center"
                    sx={{ py: 4, color: error ? 'error.main' : 'text.secondary' }}
                    role={error ? 'alert' : undefined}
                  >
                    {emptyText}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={query.pageSize === 'all' ? 0 : Math.max(0, query.page - 1)}
        rowsPerPage={query.pageSize === 'all' ? -1 : query.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES, { label: t('table.all'), value: -1 }]}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`table.pageButton.${type}`)}
        onPageChange={(_, page) => onQueryChange({ ...query, page: page + 1 })}
        onRowsPerPageChange={(e) => {
          const v = Number(e.target.value);
          onQueryChange({ ...query, pageSize: v === -1 ? 'all' : v, page: 1 });
        }}
      />
    </Paper>
  );
}
