import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MarkunreadMailboxOutlinedIcon from '@mui/icons-material/MarkunreadMailboxOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Address } from '@shop/contract/addresses';
import { toPersianDigits } from '@shop/contract/persian';
import type { ReactElement, ReactNode } from 'react';

function Line({ icon, label, children }: { icon: ReactElement; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary', '& svg': { fontSize: 20, mt: 0.25 } }}>
      {icon}
      <Typography variant="body2" sx={{ color: 'text.primary', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Box>
  );
}

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address: who receives it, where, and the buttons to edit or delete it. */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const place = [address.country_data.name, address.state_data.name, address.city_data.name].join('، ');
  return (
    <Paper variant="outlined" component="article" sx={{ borderRadius: 2, p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {toPersianDigits(address.full_name)}
        </Typography>
        <IconButton size="small" aria-label={`ویرایش آدرس ${address.full_name}`} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" color="error" aria-label={`حذف آدرس ${address.full_name}`} onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Line icon={<PhoneIphoneIcon />} label="موبایل">
        <bdi dir="ltr">{toPersianDigits(address.mobile_number)}</bdi>
      </Line>
      <Line icon={<LocationOnOutlinedIcon />} label="محل">
        {place}
      </Line>
      <Line icon={<MarkunreadMailboxOutlinedIcon />} label="کد پستی">
        <bdi dir="ltr">{toPersianDigits(address.postal_code)}</bdi>
      </Line>
      <Typography variant="body2" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, overflowWrap: 'anywhere' }}>
        {toPersianDigits(address.address)}
      </Typography>
    </Paper>
  );
}
