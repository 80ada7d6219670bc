import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { apiGet, membershipRequiredEvent, ResponseError } from '../lib/api.ts';

/** The BuyMembershipDialogData call's answer (payments/membership/presenter.ts dialogShape), the parts shown here. */
type Package = { packageId: number; productId: number; name: string; price: string; listPrice: string | null; renewing: boolean; months: number | null; perMonth: string | null; offerId: string | null; paymentMethods: string[] };
type DialogData = { title: string; text: string; vatNote: string; packages: Package[]; oneDay: Package | null; membershipUrl: string };
type Texts = {
  close: string;
  loading: string;
  error: string;
  seeAll: string;
  payWith: string;
  buy: string;
  oneDayHeading: string;
  oneOffHeading: string;
  renewingHeading: string;
  methods: Record<string, string>;
};
type Props = { csrf: string; csrfName: string; texts: Texts };

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** One package: a plain form to /Payment/Pay (the same the pages post), the way to pay chosen by radio. */
function PackageForm({ pkg, csrf, csrfName, texts }: { pkg: Package; csrf: string; csrfName: string; texts: Texts }) {
  const many = pkg.paymentMethods.length > 1;
  return (
    <li className="card membership-package">
      <form method="post" action="/Payment/Pay" className="stack">
        <input type="hidden" name={csrfName} value={csrf} />
        <input type="hidden" name="productId" value={pkg.productId} />
        <input type="hidden" name="packageId" value={pkg.packageId} />
        {pkg.offerId && <input type="hidden" name="offerId" value={pkg.offerId} />}
        <p className="membership-price">
          <strong>{pkg.name}</strong> · <strong>{pkg.price}</strong> {pkg.listPrice && <s className="muted">{pkg.listPrice}</s>}
        </p>
        {many ? (
          <fieldset>
            <legend>{texts.payWith}</legend>
            {pkg.paymentMethods.map((method, i) => (
              <label className="radio" key={method}>
                <input type="radio" name="paymentProcessor" value={method} defaultChecked={i === 0} /> {texts.methods[method] ?? method}
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="paymentProcessor" value={pkg.paymentMethods[0]} />
        )}
        <button className="button primary" type="submit">
          {fill(texts.buy, { name: pkg.name, price: pkg.price })}
        </button>
      </form>
    </li>
  );
}

/**
 * The membership purchase popup (spec §2, §6): any member-only button (`data-membership-popup="<feature>"`, a link to
 * the member-only page, which shows the offer inline without JavaScript) opens it, and so does a member-only call
 * refused with 403 membershipRequired. It loads BuyMembershipDialogData for the feature: the packages and, where the
 * feature offers it, the 24-hour membership. A modal <dialog>: Esc closes, the focus stays inside and goes back.
 */
export default function MembershipPopup({ csrf, csrfName, texts }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [data, setData] = useState<DialogData | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');

  async function open(feature: string | null, from: HTMLElement | null) {
    opener.current = from ?? (document.activeElement as HTMLElement | null);
    setState('loading');
    if (!dialog.current?.open) dialog.current?.showModal();
    try {
      setData(await apiGet<DialogData>('Membership/BuyMembershipDialogData', feature ? { feature } : {}));
      setState('open');
    } catch (err) {
      if (err instanceof ResponseError && err.response.status === 401) return window.location.assign('/');
      console.error('membership popup not loaded', err);
      setState('failed');
    }
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-membership-popup]');
      if (!button || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void open(button.dataset.membershipPopup || null, button);
    };
    const onRefused = (event: Event) => void open((event as CustomEvent<{ feature?: string }>).detail?.feature ?? null, null);
    document.addEventListener('click', onClick);
    window.addEventListener(membershipRequiredEvent, onRefused);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(membershipRequiredEvent, onRefused);
    };
  }, []);

  function onClose() {
    setState('closed');
    opener.current?.focus();
  }

  /** Tab and Shift+Tab go round inside the dialog. */
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const oneOff = data?.packages.filter((p) => !p.renewing) ?? [];
  const renewing = data?.packages.filter((p) => p.renewing) ?? [];
  const list = (packages: Package[]) => (
    <ul className="membership-popup-list">
      {packages.map((p) => (
        <PackageForm key={p.packageId} pkg={p} csrf={csrf} csrfName={csrfName} texts={texts} />
      ))}
    </ul>
  );

  return (
    <dialog ref={dialog} className="membership-popup" aria-labelledby="membership-popup-title" onClose={onClose} onKeyDown={onKeyDown}>
      <div className="membership-popup-head">
        <h2 id="membership-popup-title">{data?.title ?? texts.loading}</h2>
        <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
          {texts.close}
        </button>
      </div>
      {state === 'loading' && <p role="status">{texts.loading}</p>}
      {state === 'failed' && <p role="alert">{texts.error}</p>}
      {state === 'open' && data && (
        <div className="stack">
          <p>{data.text}</p>
          {data.oneDay && (
            <section aria-label={texts.oneDayHeading}>
              <h3>{texts.oneDayHeading}</h3>
              {list([data.oneDay])}
            </section>
          )}
          {oneOff.length > 0 && (
            <section aria-label={texts.oneOffHeading}>
              <h3>{texts.oneOffHeading}</h3>
              {list(oneOff)}
            </section>
          )}
          {renewing.length > 0 && (
            <section aria-label={texts.renewingHeading}>
              <h3>{texts.renewingHeading}</h3>
              {list(renewing)}
            </section>
          )}
          {data.vatNote && <p className="muted">{data.vatNote}</p>}
          <p>
            <a className="tap-link" href={data.membershipUrl}>
              {texts.seeAll}
            </a>
          </p>
        </div>
      )}
    </dialog>
  );
}
