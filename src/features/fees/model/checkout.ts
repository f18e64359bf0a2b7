// The one step that leaves the portal for the payment provider's page: a top-level form POST to
// the provider's hosted checkout, so no provider script ever runs in the portal's pages. Kept
// apart so a story can put a stand-in in its place (stories must not navigate away).
import type { Checkout } from '@/data';

/** Takes the browser to the provider's page for this checkout. */
export type GoToCheckout = (checkout: Checkout) => void;

/** Submits a form built from the checkout: method POST, its action, its fields hidden. */
export const goToCheckout: GoToCheckout = ({ action, fields }) => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};
