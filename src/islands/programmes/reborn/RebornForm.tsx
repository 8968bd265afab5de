import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeToast, localizedPath, scrollToId, showToast, withIslandI18n } from '@lib/platform';
import type { Attributes, RebornSetup, Resume } from '@lib/programmes/reborn/form';
import { customerRules, priceRules, productRules, REBORN_API, rebornPhotoPath } from '@lib/programmes/reborn/schema';
import type { Uploaded } from '../../orders/returns/FileUpload';
import { accountCall } from '../../platform/forms/api';
import type { IslandProps } from '../../platform/forms/namespaces';
import { useForm } from '../../platform/forms/useForm';
import { CustomerStep } from './CustomerStep';
import { handoverReaches, refusesAddress } from './handover';
import { answers, EMPTY_PRICE, EMPTY_PRODUCT, passes } from './values';
import { dropProgress, loadProgress, saveProgress, stillOf } from './keep';
import { PriceStep } from './PriceStep';
import { ProductStep } from './ProductStep';
import { isRestorable } from './progress';
import { Review } from './Review';

// The last step (agreement and code) is loaded when the form reaches it: most of a visit is spent
// on the first three, so their page loads less JavaScript.
const loadApproveStep = () => import('./ApproveStep').then((module) => ({ default: module.ApproveStep }));
const ApproveStep = lazy(loadApproveStep);

/** The Reborn application in steps 0 to 3 (customer info, product info, price and payment, check and approve). */
function RebornForm({ lang, setup }: IslandProps & { setup: RebornSetup }) {
  const { t } = useTranslation();
  const resume = setup.resume;
  const [step, setStep] = useState(resume ? 3 : 0);
  // Fetched ahead while the member fills the price step, so step 3 opens at once.
  useEffect(() => {
    if (step >= 2) void loadApproveStep();
  }, [step]);
  const [created, setCreated] = useState<Pick<Resume, 'RebornId' | 'IsOtpRequired'> | undefined>(resume);
  const [resumed, setResumed] = useState(Boolean(resume));
  // Back after a reload or from a saved draft: the ID number and the IBAN are asked again, saying why.
  const [again, setAgain] = useState(Boolean(resume));
  const [attributes, setAttributes] = useState<{ category: string; value: Attributes }>();
  const [photos, setPhotos] = useState<Uploaded[]>(resume?.photos ?? []);
  const [stills, setStills] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string>(() => crypto.randomUUID());
  const [restored, setRestored] = useState(false);
  const customer = useForm(
    customerRules,
    resume?.values.customer ?? {
      ...setup.member,
      customerTckn: '',
      AddressId: setup.addresses.length === 1 ? setup.addresses[0]!.value : '',
      handover: '',
    },
  );
  const categoryAttributes = (id: string) => (attributes?.category === id ? attributes.value : undefined);
  const productRulesNow = useMemo(() => {
    const extra = Object.fromEntries((attributes?.value.attributes ?? []).map((a) => [`attr.${a.name}`, [['required']] as const]));
    return { ...productRules, ...extra };
  }, [attributes]);
  const product = useForm(productRulesNow, resume?.values.product ?? EMPTY_PRODUCT);
  // The asked price ends where the store's payment settings end (REBORN_MAX_PRICE).
  const priceRulesNow = useMemo(() => {
    const highest = Math.max(...setup.settings.map((s) => s.MaxPrice));
    return { ...priceRules, productPrice: [['required'], ['amount'], ['between', 1, highest]] as const };
  }, [setup.settings]);
  const price = useForm(priceRulesNow, resume?.values.price ?? EMPTY_PRICE);
  const forms = [customer, product, price];
  // The photos as shown: a photo's still (kept for a reload) stands in once its file is gone, and
  // without one (a draft opened in another visit) the photo as the store serves it back to its owner.
  const shownPhotos = photos.map((p) => ({
    ...p,
    ...(stills[p.id] && { still: stills[p.id] }),
    src: localizedPath(rebornPhotoPath(p.id), lang),
  }));

  // The chosen category's questions, loaded whenever it changes (chosen, restored or resumed).
  const chosenCategory = String(product.values.categoryOptionId ?? '');
  useEffect(() => {
    if (!chosenCategory) return;
    let live = true;
    void accountCall<Attributes>(lang, REBORN_API.attributes, { query: { categoryOptionId: chosenCategory } }).then((answer) => {
      if (live && answer.Success && answer.Result) setAttributes({ category: chosenCategory, value: answer.Result });
    });
    return () => {
      live = false;
    };
  }, [chosenCategory, lang]);

  // The tab's kept progress comes back once, after hydration (the server cannot see sessionStorage).
  const restore = useEffectEvent(() => {
    const progress = loadProgress();
    if (progress && isRestorable(progress, resume?.RebornId)) {
      customer.reset({ ...customer.values, ...progress.customer });
      product.reset({ ...product.values, ...progress.product });
      price.reset({ ...price.values, ...progress.price });
      setPhotos(progress.photos);
      setStills(Object.fromEntries(progress.photos.flatMap((p) => (p.still ? [[p.id, p.still]] : []))));
      setKey(progress.key);
      // Step 3 needs its saved draft: without one the seller is at the price step, which saves it.
      setStep(progress.rebornId === undefined ? Math.min(progress.step, 2) : progress.step);
      setAgain(true);
    }
    setRestored(true);
  });
  useEffect(() => restore(), []);

  // Kept as it changes (and the photos' stills made), once what was kept has come back.
  useEffect(() => {
    if (!restored) return;
    saveProgress({
      step,
      key,
      ...(created && { rebornId: created.RebornId }),
      customer: customer.values,
      product: product.values,
      price: price.values,
      photos: photos.map(({ id, name }) => ({ id, name, ...(stills[id] && { still: stills[id] }) })),
    });
  }, [restored, step, key, created, customer.values, product.values, price.values, photos, stills]);
  // Each photo's still is drawn once (a photo being drawn is not started again by the next render).
  const drawing = useRef(new Set<string>());
  useEffect(() => {
    for (const photo of photos)
      if (photo.file && !stills[photo.id] && !drawing.current.has(photo.id)) {
        drawing.current.add(photo.id);
        void stillOf(photo.file).then((still) => still && setStills((made) => ({ ...made, [photo.id]: still })));
      }
  }, [photos, stills]);

  // Each step opens at its top: the focus on its heading (read out by screen readers), the stepper and
  // heading scrolled into view below the sticky header (the page's scroll-padding-top). A step gone
  // back to for a field that fails instead shows that field's error and focuses it.
  const heading = useRef<HTMLHeadingElement>(null);
  const arrival = useRef<'heading' | 'error'>(undefined);
  // The "draft saved" note, taken back if the check step then sends the seller to the address.
  const savedNote = useRef<number>(undefined);
  const go = (next: number, then: 'heading' | 'error' = 'heading') => {
    arrival.current = then;
    setStep(next);
  };
  const arrive = useEffectEvent((opened: number) => {
    const then = arrival.current;
    arrival.current = undefined;
    if (then === 'error') requestAnimationFrame(() => void forms[opened]?.handleSubmit(() => undefined)());
    else if (then === 'heading') {
      heading.current?.focus({ preventScroll: true });
      scrollToId('reborn-steps');
    }
  });
  useEffect(() => arrive(step), [step]);

  // Choosing a category clears every product field, answer, photo and payment choice; its questions follow.
  const chooseCategory = (id: string) => {
    product.reset({ ...EMPTY_PRODUCT, categoryOptionId: id });
    price.reset(EMPTY_PRICE);
    setPhotos([]);
  };

  // A saved draft's address may have left the courier's area since, or been deleted: the seller is
  // taken to it, the address cleared and the field saying why and what to do, the focus there.
  const addressRefused = (message: string) => {
    if (savedNote.current) closeToast(savedNote.current);
    customer.input('AddressId', '');
    customer.serverErrors({ Success: false, Exception: { ErrorCode: 'REBORN_PICKUP_UNAVAILABLE', FieldErrors: { AddressId: message } } });
    go(0, 'error');
  };

  const create = async () => {
    // A step filled before a reload may lack what is never kept: the seller is taken back to it.
    if (!passes(customer.values, customerRules)) return go(0, 'error');
    if (!handoverReaches(setup.addresses, String(customer.values.handover ?? ''), String(customer.values.AddressId ?? '')))
      return addressRefused(t('reborn:errors.pickupUnavailable'));
    if (!passes(product.values, productRulesNow)) return go(1, 'error');
    setBusy(true);
    const values = { ...customer.values, ...product.values, ...price.values };
    const body = {
      ...values,
      ...answers(product.values),
      IdempotencyKey: key,
      // A saved draft edited from its check step is revised, not made again.
      ...(created && { RebornId: created.RebornId }),
      AddressId: Number(values.AddressId),
      categoryOptionId: Number(values.categoryOptionId),
    };
    for (const name of Object.keys(body))
      if (name.startsWith('attr.') || name.startsWith('check.')) delete (body as Record<string, unknown>)[name];
    const answer = await accountCall<{ demandId: number }>(lang, REBORN_API.demand, { method: 'POST', body });
    setBusy(false);
    if (!answer.Success || !answer.Result) {
      if (refusesAddress(answer)) return addressRefused(answer.Message ?? t('reborn:errors.pickupUnavailable'));
      for (const form of forms) form.serverErrors(answer);
      return showToast({ kind: 'error', title: t('reborn:form.createError'), message: answer.Message ?? undefined });
    }
    const id = answer.Result.demandId;
    setCreated({ RebornId: id, IsOtpRequired: values.paymentType === 'money_transfer' });
    setResumed(false);
    // The address names the draft, so a reload opens this draft again, with its kept progress.
    window.history.replaceState(window.history.state, '', `${localizedPath('/customer/reborn/new', lang)}?rebornId=${id}`);
    savedNote.current = showToast({ kind: 'success', message: t('reborn:form.created') });
    go(3);
  };

  return (
    <div className="reborn-form">
      <ol className="reborn-progress" id="reborn-steps" aria-label={t('reborn:stepOf', { n: step + 1 })}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined}>
            <span className="reborn-step-name">{t(`reborn:steps.${n}`)}</span>
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="reborn-step-heading">
        {t(`reborn:headings.${step}`)}
      </h2>
      {step === 0 && (
        <CustomerStep
          form={customer}
          addresses={setup.addresses}
          pickupCities={setup.pickupCities}
          lang={lang}
          again={again}
          onNext={() => go(1)}
        />
      )}
      {step === 1 && (
        <ProductStep
          form={product}
          categories={setup.categories}
          attributes={categoryAttributes(chosenCategory)}
          conditions={setup.conditions}
          photos={shownPhotos}
          onPhotos={setPhotos}
          onCategory={chooseCategory}
          onBack={() => go(0)}
          onNext={() => go(2)}
        />
      )}
      {step === 2 && (
        <PriceStep
          form={price}
          settings={setup.settings}
          lang={lang}
          busy={busy}
          again={again}
          onBack={() => go(1)}
          onNext={() => void create()}
        />
      )}
      {step === 3 && created && (
        <>
          {resumed && (
            <p className="form-intro">
              {t('reborn:form.resumed')}{' '}
              <a className="link" href={`${localizedPath('/customer/reborn/new', lang)}?new`}>
                {t('reborn:form.startNew')}
              </a>
            </p>
          )}
          <Review
            setup={setup}
            lang={lang}
            customer={customer.values}
            product={product.values}
            price={price.values}
            attributes={categoryAttributes(chosenCategory)}
            photos={shownPhotos}
            maskedIban={resume?.RebornId === created.RebornId ? resume.maskedIban : null}
            onEdit={(n) => go(n)}
          />
          <Suspense fallback={<p aria-busy="true">{t('reborn:form.loading')}</p>}>
            <ApproveStep lang={lang} application={created} onApproved={dropProgress} onAddressRefused={addressRefused} />
          </Suspense>
        </>
      )}
    </div>
  );
}

export default withIslandI18n(RebornForm);
