import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { currencyCodes } from '@/domain/currency';

export const CURRENCY_SAVED = 'Currency saved.';
export const CURRENCY_NOT_SAVED = 'Failed to save your currency. Please try again.';

type CurrencyFormProps = {
  /** The account's currency (or the browser language's region's while none is stored). */
  currency: string;
  /** Stores it; resolves once it is on this device, rejects when it could not be. */
  onSave: (currency: string) => Promise<void>;
  /** Whether the account's profile is on this device (the currency is an update of it, as the units). */
  profileOnDevice: boolean;
};

/** A currency's code with its name in the locale: "EUR · Euro". */
function currencyLabel(code: string, names: Intl.DisplayNames | null): string {
  const name = names?.of(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

/**
 * The currency lot prices are typed in and costs are shown in (ISO 4217). Amounts are never
 * converted: choosing another currency changes only the sign they are shown with. Drawn afresh once
 * the profile is on the device, as the units form is, so a currency picked at once is never put
 * back to the stored one.
 */
export function CurrencyForm(props: CurrencyFormProps) {
  return <CurrencyFormOnce key={props.profileOnDevice ? 'profile' : 'waiting'} {...props} />;
}

function CurrencyFormOnce({ currency, onSave, profileOnDevice }: CurrencyFormProps) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<{ currency: string }>({ defaultValues: { currency } });
  useEffect(() => {
    reset({ currency }, { keepDirtyValues: true });
  }, [currency, reset]);

  const options = useMemo(() => {
    const names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([navigator.language], { type: 'currency' })
        : null;
    const codes = currencyCodes();
    if (!codes.includes(currency)) codes.push(currency);
    return codes.map((code) => ({ value: code, label: currencyLabel(code, names) }));
  }, [currency]);

  const submit = async (values: { currency: string }) => {
    setOutcome(null);
    try {
      await onSave(values.currency);
      reset(values);
      setOutcome('saved');
    } catch (cause) {
      console.error(CURRENCY_NOT_SAVED, cause);
      setOutcome('failed');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-label="Account currency">
      <p className="text-sm text-stone-700">
        The currency of the prices you give your lots, and of every cost per round. Amounts are not converted when you
        change it.
      </p>
      <fieldset disabled={!profileOnDevice} className="max-w-sm">
        <SelectField
          label="Currency"
          options={options}
          {...register('currency', { onChange: () => setOutcome(null) })}
        />
      </fieldset>
      <div role="status">
        {outcome === 'saved' && (
          <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900">
            {CURRENCY_SAVED}
          </p>
        )}
      </div>
      <FormError message={outcome === 'failed' ? CURRENCY_NOT_SAVED : null} />
      <Button type="submit" disabled={isSubmitting || !profileOnDevice} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save currency'}
      </Button>
    </form>
  );
}
