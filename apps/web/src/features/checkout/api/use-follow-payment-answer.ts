import type { CheckoutResult } from '@shop/contract/checkout';
import { paths } from '@shop/contract/paths';
import { useNavigate } from 'react-router';

/**
 * Where a checkout or an order's payment goes on to (spec section 4): the success page when the order waits for
 * nothing more from the customer, the bank's page when it does, else the failed page. The pages replace the form's
 * entry, so that Back does not offer to pay again.
 */
export function useFollowPaymentAnswer(): (answer: CheckoutResult) => void {
  const navigate = useNavigate();
  return (answer) => {
    if (answer.order_key) return void navigate(paths.checkoutSuccess(answer.order_key), { replace: true });
    // The bank's page, or the page that posts its form: a page of another site, left for good.
    if (answer.next_step) return window.location.assign(answer.next_step);
    void navigate(paths.checkoutFailed(), { replace: true });
  };
}
