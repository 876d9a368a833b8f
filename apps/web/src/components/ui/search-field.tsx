import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What can be searched for, shown in the empty field. */
  placeholder: string;
  /** What the field searches, for screen readers: «جستجو در سفارش‌ها». */
  label: string;
}

/** The search box above a list of the customer's own (orders, addresses). */
export function SearchField({ value, onChange, placeholder, label }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      fullWidth
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{ mb: 2 }}
    />
  );
}
