import OutboxIcon from '@mui/icons-material/Outbox';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatJalaliDate, formatNumber, joinParts, toPersianDigits } from '@shop/contract/persian';
import { type QueuedText, textKinds, textStateLabel } from '@shop/contract/texts';
import { textsRoutes } from '@shop/contract/texts-routes';
import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextInput } from 'react-admin';
import { CountField, JalaliField, PersianDigitsField } from '../../../components/admin/fields.tsx';

const stateColor = { pending: 'warning', sent: 'success', failed: 'error' } as const;

const filters = [
  <TextInput key="q" source="q" label="شماره موبایل" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    label="وضعیت"
    alwaysOn
    choices={Object.entries(textStateLabel).map(([id, name]) => ({ id, name }))}
  />,
];

function StateChip({ text }: { text: QueuedText }) {
  return <Chip size="small" color={stateColor[text.state]} label={textStateLabel[text.state]} />;
}

/** Each line in its own direction: a link reads left to right inside a Persian text. */
function MessageText({ text }: { text: QueuedText }) {
  return (
    <Box sx={{ display: 'grid', overflowWrap: 'anywhere' }}>
      {text.message.split('\n').map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's lines never move, their place is their key
        <span key={index} dir="auto">
          {line}
        </span>
      ))}
    </Box>
  );
}

const failureLine = (text: QueuedText) => joinParts(`${formatNumber(text.attempts)} تلاش`, text.last_error);

/**
 * The queued texts, newest first: a text that did not go out shows its attempts and the provider's last answer. A
 * table on a wide screen, a list of short rows on a phone.
 */
export function QueuedTextList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="صف پیامک‌ها" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} exporter={false}>
      {narrow ? (
        <SimpleList<QueuedText>
          linkType={false}
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
          primaryText={(text) => joinParts(textKinds[text.kind].label, toPersianDigits(text.mobile_number))}
          secondaryText={(text) => (
            <Box component="span" sx={{ display: 'grid', gap: 0.5 }}>
              <span>{joinParts(formatJalaliDate(text.created_at), failureLine(text))}</span>
              <MessageText text={text} />
            </Box>
          )}
          tertiaryText={(text) => <StateChip text={text} />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <JalaliField source="created_at" label="زمان" showTime sortable />
          <FunctionField label="نوع" render={(text: QueuedText) => textKinds[text.kind].label} />
          <PersianDigitsField source="mobile_number" label="گیرنده" sortable={false} />
          <FunctionField label="وضعیت" render={(text: QueuedText) => <StateChip text={text} />} />
          <CountField source="attempts" label="تلاش‌ها" sortable={false} />
          <FunctionField
            label="آخرین خطا"
            render={(text: QueuedText) => (text.last_error ? <bdi dir="ltr">{text.last_error}</bdi> : '—')}
          />
          <FunctionField label="متن" render={(text: QueuedText) => <MessageText text={text} />} />
        </Datagrid>
      )}
    </List>
  );
}

export const queuedTextsResource = {
  name: 'text-messages',
  routes: { list: textsRoutes.admin.messages },
  list: QueuedTextList,
  icon: OutboxIcon,
  options: { label: 'صف پیامک‌ها' },
};
