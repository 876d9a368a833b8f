import OutboxIcon from '@mui/icons-material/Outbox';
import Chip from '@mui/material/Chip';
import { type QueuedText, textKinds, textStateLabel } from '@shop/contract/texts';
import { textsRoutes } from '@shop/contract/texts-routes';
import { Datagrid, FunctionField, List, SelectInput, TextInput } from 'react-admin';
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

/** The queued texts, newest first: a text that did not go out shows its attempts and the provider's last answer. */
export function QueuedTextList() {
  return (
    <List title="صف پیامک‌ها" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <JalaliField source="created_at" label="زمان" showTime sortable />
        <FunctionField label="نوع" render={(text: QueuedText) => textKinds[text.kind].label} />
        <PersianDigitsField source="mobile_number" label="گیرنده" sortable={false} />
        <FunctionField
          label="وضعیت"
          render={(text: QueuedText) => <Chip size="small" color={stateColor[text.state]} label={textStateLabel[text.state]} />}
        />
        <CountField source="attempts" label="تلاش‌ها" sortable={false} />
        <FunctionField
          label="آخرین خطا"
          render={(text: QueuedText) => (text.last_error ? <bdi dir="ltr">{text.last_error}</bdi> : '—')}
        />
        <FunctionField
          label="متن"
          render={(text: QueuedText) => <span style={{ whiteSpace: 'pre-line' }}>{text.message}</span>}
        />
      </Datagrid>
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
