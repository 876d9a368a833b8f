import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Address, AddressFormSchema, type AddressFormValues } from '@shop/contract/addresses';
import { toPersianDigits } from '@shop/contract/persian';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LocationFields } from '../../../components/ui/location-fields.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useSaveAddress } from '../api/address-queries.ts';

const fieldNames = Object.keys(AddressFormSchema.shape);

const emptyForm: AddressFormValues = {
  first_name: '',
  last_name: '',
  mobile_number: '',
  country: null,
  state: null,
  city: null,
  postal_code: '',
  address: '',
};

/** The saved address as the form shows it: numbers in Persian digits, as the customer types them. */
const formOf = (address: Address): AddressFormValues => ({
  first_name: address.first_name,
  last_name: address.last_name,
  mobile_number: toPersianDigits(address.mobile_number),
  country: address.country,
  state: address.state,
  city: address.city,
  postal_code: toPersianDigits(address.postal_code),
  address: address.address,
});

// Numbers are read left to right inside the right-to-left form, and still sit at the field's right edge.
const numberInput = { dir: 'ltr', inputMode: 'numeric', style: { textAlign: 'right' } } as const;

export interface AddressDialogProps {
  /** The address to edit; null for a new one. */
  address: Address | null;
  open: boolean;
  /** Hides the dialog and keeps what was typed: Back, its close button, Escape or a tap beside it. */
  onClose: () => void;
  /** Cancelled or saved: what was typed is done with. */
  onDone: () => void;
  /** Told of the address once it is saved, before `onDone` (checkout chooses it). */
  onSaved?: (address: Address) => void;
}

/**
 * Adds or edits an address; the whole screen on a phone, where the keyboard leaves little room. Closed without
 * cancelling, it keeps what was typed for when it is opened again.
 */
export function AddressDialog({ address, open, onClose, onDone, onSaved }: AddressDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const save = useSaveAddress();
  const form = useForm({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: address ? formOf(address) : emptyForm,
  });
  const { control } = form;
  useCloseOnBack(open, onClose);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: address?.id ?? null, address: values },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onDone();
        },
        onError: (error) => showServerErrors(error, form.setError, fieldNames),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // The fields that are hidden keep their state (the chosen province's cities, say) along with the form's values.
      keepMounted
    >
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
            <DialogTitle id={titleId} sx={{ fontWeight: 700, flex: 1 }}>
              {address ? 'ویرایش آدرس' : 'آدرس جدید'}
            </DialogTitle>
            {/* Full screen on a phone, the dialog has no margin to tap beside it: this is its way out. */}
            <IconButton aria-label="بستن" onClick={onClose} disabled={save.isPending}>
              <CloseIcon />
            </IconButton>
          </Box>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
              <FormTextField control={control} name="first_name" label="نام" required autoComplete="given-name" />
              <FormTextField control={control} name="last_name" label="نام خانوادگی" required autoComplete="family-name" />
              <FormTextField
                control={control}
                name="mobile_number"
                label="شماره موبایل"
                required
                autoComplete="tel"
                placeholder="۰۹۱۲۳۴۵۶۷۸۹"
                slotProps={{ htmlInput: numberInput }}
              />
              <FormTextField
                control={control}
                name="postal_code"
                label="کد پستی"
                required
                autoComplete="postal-code"
                slotProps={{ htmlInput: numberInput }}
              />
              <Box
                sx={{ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
              >
                <LocationFields
                  required
                  initial={
                    address
                      ? { country: address.country_data, state: address.state_data, city: address.city_data }
                      : { country: null, state: null, city: null }
                  }
                />
              </Box>
              <FormTextField
                control={control}
                name="address"
                label="آدرس"
                required
                multiline
                minRows={3}
                autoComplete="street-address"
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onDone} disabled={save.isPending}>
              انصراف
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {address ? 'ذخیره تغییرات' : 'ثبت آدرس'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
