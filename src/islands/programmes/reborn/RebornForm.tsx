import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withIslandI18n, formatPrice, showToast, scrollToId } from '@lib/platform';
import { customerRules, priceRules, productRules, REBORN_API } from '@lib/programmes/reborn/schema';
import { accountCall } from '../../platform/forms/api';
import type { IslandProps } from '../../platform/forms/namespaces';
import { useForm } from '../../platform/forms/useForm';
import { CustomerStep } from './CustomerStep';
import type { Attributes, RebornSetup, Resume } from '@lib/programmes/reborn/form';
import { askedPrice } from '@lib/programmes/reborn/rules';
import { PriceStep } from './PriceStep';
import { ProductStep } from './ProductStep';

// The last step (agreement and code) is loaded when the form reaches it: most of a visit is spent
// on the first three, so their page loads less JavaScript.
const loadApproveStep = () => import('./ApproveStep').then((module) => ({ default: module.ApproveStep }));
const ApproveStep = lazy(loadApproveStep);

const EMPTY_PRODUCT = {
  categoryOptionId: '',
  brand: '',
  model: '',
  color: '',
  productCondition: '',
  orderOrInvoiceNumber: '',
  productHeight: '',
  productWidth: '',
  productUsageNote: '',
  ImageIds: [],
};
const EMPTY_PRICE = { productPrice: '', paymentType: '', ibanNumber: '', recipientName: '' };

/** The form's values with the category's answers gathered from their `attr.` and `check.` fields. */
function answers(values: Record<string, unknown>) {
  const attributes: Record<string, string> = {};
  const checkboxes: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('attr.') && value) attributes[key.slice(5)] = String(value);
    if (key.startsWith('check.') && value === true) checkboxes.push(key.slice(6));
  }
  return { attributes, checkboxes };
}

/** The Reborn application in steps 0 to 3 (customer info, product info, price and payment, check and approve). */
function RebornForm({ lang, setup }: IslandProps & { setup: RebornSetup }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(setup.resume ? 3 : 0);
  // Fetched ahead while the member fills the price step, so step 3 opens at once.
  useEffect(() => {
    if (step >= 2) void loadApproveStep();
  }, [step]);
  const [created, setCreated] = useState<Resume | undefined>(setup.resume);
  const [attributes, setAttributes] = useState<Attributes>();
  const [busy, setBusy] = useState(false);
  const key = useMemo(() => crypto.randomUUID(), []);
  const customer = useForm(customerRules, {
    ...setup.member,
    customerTckn: '',
    AddressId: setup.addresses.length === 1 ? setup.addresses[0]!.value : '',
  });
  const productRulesNow = useMemo(() => {
    const extra = Object.fromEntries((attributes?.attributes ?? []).map((a) => [`attr.${a.name}`, [['required']] as const]));
    return { ...productRules, ...extra };
  }, [attributes]);
  const product = useForm(productRulesNow, EMPTY_PRODUCT);
  // The asked price ends where the store's payment settings end (REBORN_MAX_PRICE).
  const priceRulesNow = useMemo(() => {
    const highest = Math.max(...setup.settings.map((s) => s.MaxPrice));
    return { ...priceRules, productPrice: [['required'], ['amount'], ['between', 1, highest]] as const };
  }, [setup.settings]);
  const price = useForm(priceRulesNow, EMPTY_PRICE);

  // Each step starts at the top of the form (a long product step leaves the shopper far below).
  const go = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => scrollToId('reborn-steps'));
  };

  // Choosing a category clears every product field, answer, photo and payment choice, then loads its questions.
  const chooseCategory = async (id: string) => {
    product.reset({ ...EMPTY_PRODUCT, categoryOptionId: id });
    price.reset(EMPTY_PRICE);
    setAttributes(undefined);
    if (!id) return;
    const answer = await accountCall<Attributes>(lang, REBORN_API.attributes, { query: { categoryOptionId: id } });
    if (answer.Success && answer.Result) setAttributes(answer.Result);
  };

  const create = async () => {
    setBusy(true);
    const values = { ...customer.values, ...product.values, ...price.values };
    const body = {
      ...values,
      ...answers(product.values),
      IdempotencyKey: key,
      AddressId: Number(values.AddressId),
      categoryOptionId: Number(values.categoryOptionId),
    };
    for (const name of Object.keys(body))
      if (name.startsWith('attr.') || name.startsWith('check.')) delete (body as Record<string, unknown>)[name];
    const answer = await accountCall<{ demandId: number }>(lang, REBORN_API.demand, { method: 'POST', body });
    setBusy(false);
    if (!answer.Success || !answer.Result) {
      for (const form of [customer, product, price]) form.serverErrors(answer);
      return showToast({ kind: 'error', title: t('reborn:form.createError'), message: answer.Message ?? undefined });
    }
    const category = setup.categories.find((c) => String(c.id) === String(values.categoryOptionId));
    setCreated({
      RebornId: answer.Result.demandId,
      IsOtpRequired: values.paymentType === 'money_transfer',
      Summary: [
        { label: t('reborn:detail.item'), value: `${category?.displayName ?? ''} · ${values.brand} ${values.model}` },
        { label: t('reborn:detail.price'), value: formatPrice(askedPrice(String(values.productPrice)) ?? 0) },
        { label: t('reborn:detail.payment'), value: setup.settings.find((s) => s.PaymentType === values.paymentType)?.displayName ?? '' },
      ],
    });
    showToast({ kind: 'success', message: t('reborn:form.created') });
    go(3);
  };

  return (
    <div className="reborn-form">
      <ol className="reborn-progress" id="reborn-steps" aria-label={t('reborn:stepOf', { n: step + 1 })}>
        {[0, 1, 2, 3].map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined}>
            {t(`reborn:steps.${n}`)}
          </li>
        ))}
      </ol>
      {step === 0 && <CustomerStep form={customer} addresses={setup.addresses} lang={lang} onNext={() => go(1)} />}
      {step === 1 && (
        <ProductStep
          form={product}
          categories={setup.categories}
          attributes={attributes}
          conditions={setup.conditions}
          onCategory={(id) => void chooseCategory(id)}
          onBack={() => go(0)}
          onNext={() => go(2)}
        />
      )}
      {step === 2 && <PriceStep form={price} settings={setup.settings} busy={busy} onBack={() => go(1)} onNext={() => void create()} />}
      {step === 3 && created && (
        <Suspense fallback={<p aria-busy="true">{t('reborn:form.loading')}</p>}>
          <ApproveStep lang={lang} application={created} resumed={created === setup.resume} />
        </Suspense>
      )}
    </div>
  );
}

export default withIslandI18n(RebornForm);
