// The behaviour of the account forms: fields are checked on submit and again on
// every change after a failed submit (not while the visitor first types), and a
// submit runs once at a time. A submit may answer the server's messages per field,
// shown under the fields until the next check.
import { useState, type FormEvent } from 'react';

type Values = Record<string, string>;
type Errors<V extends Values> = Partial<Record<keyof V, string>>;

export interface CheckedForm<V extends Values> {
  values: V;
  errors: Errors<V>;
  busy: boolean;
  change(field: keyof V, value: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

export function useCheckedForm<V extends Values>(initial: V, validate: (values: V) => Errors<V>, onSubmit: (values: V) => Promise<Errors<V> | void>): CheckedForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof V, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  const run = async () => {
    if (busy) return;
    const found = validate(values);
    setChecked(true);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const refused = await onSubmit(values);
      if (refused) setErrors(refused);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };

  return { values, errors, busy, change, submit };
}
