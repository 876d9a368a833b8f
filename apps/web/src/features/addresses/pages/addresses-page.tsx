import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@shop/contract/addresses';
import { PAGE_SIZE } from '@shop/contract/constants';
import { toasts } from '@shop/contract/toasts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PagePicker } from '../../../components/ui/page-picker.tsx';
import { ProfilePage } from '../../../components/ui/profile-page.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useDesktop } from '../../../lib/page-setting.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDeleteAddress } from '../api/address-queries.ts';
import { useAddresses } from '../api/use-addresses.ts';
import { AddressCard } from '../components/address-card.tsx';
import { AddressDialog } from '../components/address-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/**
 * What the address dialog is for (a new address, or the one being edited), and whether it shows: hidden, it keeps
 * what was typed until it is cancelled or saved.
 */
type Editing = { address: Address | null; open: boolean } | null;

/** `/profile/address`: the customer's saved addresses, to add, edit and delete. */
export function AddressesPage() {
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const addresses = useAddresses(page, search);
  const remove = useDeleteAddress();
  const desktop = useDesktop();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const count = addresses.data?.count ?? 0;
  const results = addresses.data?.results ?? [];
  // Searching is worth it only once the list runs to more than one page; a search under way keeps its box.
  const searchable = searchInput !== '' || count > PAGE_SIZE.addresses;
  const addNew = () => setEditing({ address: null, open: true });
  const changePage = (next: number) => {
    setPage(next);
    // The picker sits below the list: the next page is read from its first address.
    window.scrollTo({ top: 0 });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        // The last address of a later page is gone: the page before it is shown rather than an empty one.
        if (results.length === 1 && page > 1) setPage(page - 1);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <ProfilePage
      title="آدرس‌ها"
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={addNew}>
          آدرس جدید
        </Button>
      }
    >
      {searchable && (
        <SearchField
          value={searchInput}
          onChange={(value) => {
            setSearchInput(value);
            setPage(1);
          }}
          placeholder="جستجو در نام، شماره، کد پستی یا آدرس"
          label="جستجو در آدرس‌ها"
        />
      )}
      {addresses.isPending ? (
        <Box sx={gridSx}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} variant="rounded" sx={{ height: 200, borderRadius: 2 }} />
          ))}
        </Box>
      ) : addresses.isError && !addresses.data ? (
        <LoadFailed error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : count === 0 && search !== '' ? (
        <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>آدرسی با این جستجو یافت نشد.</Typography>
      ) : count === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>هنوز آدرسی ثبت نکرده‌اید.</Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={addNew}>
            افزودن آدرس
          </Button>
        </Box>
      ) : (
        <Box sx={gridSx} aria-busy={addresses.isPlaceholderData}>
          {results.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ address, open: true })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </Box>
      )}
      <PagePicker page={page} pages={Math.ceil(count / PAGE_SIZE.addresses)} compact={!desktop} onChange={changePage} />
      {editing && (
        // Another address starts a fresh form; the same one is shown again as it was left.
        <AddressDialog
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          open={editing.open}
          onClose={() => setEditing((current) => current && { ...current, open: false })}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="حذف آدرس"
        message={toasts.addressDeleteConfirm}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </ProfilePage>
  );
}
