import { useEditorT, useFormState } from './formContext';
import { ImageField } from './ImageField';

// The one place the page form draws an image field: the images helper's ImageField (upload through
// the image pipeline, or pick an earlier upload), its label naming the language where the field is
// one per language.

interface Props {
  path: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  help?: string;
  error?: string;
}

/** An optional uploaded image, by its id. */
export function ImageInput({ path, value, onChange, label, help, error }: Props) {
  const t = useEditorT();
  const lang = useFormState().langOf(path);
  return (
    <ImageField value={value} onChange={onChange} label={lang ? `${label} (${t(`lang.${lang}`)})` : label} help={help} error={error} />
  );
}
