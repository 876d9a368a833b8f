import { formatPromise } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';

/**
 * How the order travels, exactly as its shipping method promised it at checkout (a window, a day, or working days),
 * and, once staff handed it over, when and with which tracking code.
 */
export function DeliveryRows({
  order,
}: {
  order: Pick<Order, 'shipping_method_data' | 'shipment'> & Parameters<typeof formatPromise>[0];
}) {
  return (
    <>
      <DefinitionRow label="روش ارسال">{order.shipping_method_data.name}</DefinitionRow>
      <DefinitionRow label={order.delivery_promise === 'estimate' ? 'زمان رسیدن' : 'زمان تحویل'}>
        {formatPromise(order)}
      </DefinitionRow>
      {order.shipment && (
        <>
          <DefinitionRow label="ارسال شد">
            {formatJalaliDateTime(order.shipment.shipped_at)}، با {order.shipment.carrier}
          </DefinitionRow>
          <DefinitionRow label="کد رهگیری مرسوله">
            <bdi dir="ltr">{order.shipment.tracking_code}</bdi>
          </DefinitionRow>
        </>
      )}
    </>
  );
}
