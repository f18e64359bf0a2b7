import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  MATERIAL_CLASSES,
  MATERIAL_STREAMS,
  MAX_MATERIAL_FILE_BYTES,
  VISIBILITIES,
  describeError,
  newMaterialSchema,
  useData,
} from '@/data';
import {
  Button,
  FileField,
  FormError,
  FormModal,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@/ui';
import { useFormatFileSize } from './format-file-size';

// The field shows a message in the reader's language by looking its English text up as an id.
const CHOOSE_A_PDF = msg({
  id: 'Choose a PDF file to upload.',
  message: 'Choose a PDF file to upload.',
});

/** The repository's material fields plus the chosen PDF, which it checks again on save. */
const materialFormSchema = newMaterialSchema.extend({
  file: z.file({ error: CHOOSE_A_PDF.id }),
});
type MaterialFormInput = z.input<typeof materialFormSchema>;
type MaterialFormValues = z.output<typeof materialFormSchema>;

// Student, not Public, by default: a material is shared with everyone only when asked to be.
const emptyMaterial: Partial<MaterialFormInput> = {
  title: '',
  description: '',
  visibility: 'Student',
  class: 'Any',
  stream: 'Any',
  file: undefined,
};

const visibilityOptions = VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: visibility,
}));

/** "Add New Material": the details and the PDF, stored together or not at all. */
export function AddMaterialDialog() {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const limit = useFormatFileSize()(MAX_MATERIAL_FILE_BYTES);
  const [open, setOpen] = useState(false);
  const classOptions = MATERIAL_CLASSES.map((value) => ({
    value,
    label: value === 'Any' ? t`Any class` : t`Class ${value}`,
  }));
  const streamOptions = MATERIAL_STREAMS.map((value) => ({
    value,
    label: value === 'Any' ? t`Any stream` : value,
  }));
  const form = useForm<MaterialFormInput, unknown, MaterialFormValues>({
    resolver: zodResolver(materialFormSchema),
    defaultValues: emptyMaterial,
  });

  async function upload({ file, ...material }: MaterialFormValues) {
    try {
      const added = await repository.addMaterial(material, file);
      setOpen(false);
      const title = added.title;
      toast.show({ message: t`"${title}" was uploaded.`, tone: 'success' });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title={t`Add New Material`}
      trigger={
        <Button>
          <Trans>Add New Material</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from an empty form, not from what was uploaded last.
        if (next) form.reset(emptyMaterial);
        setOpen(next);
      }}
      form={form}
      onSubmit={upload}
      submitLabel={t`Upload`}
      busyLabel={t`Uploading...`}
    >
      <TextField<MaterialFormInput> name="title" label={t`Title`} required />
      <Textarea<MaterialFormInput> name="description" label={t`Description`} rows={3} required />
      <Select<MaterialFormInput>
        name="visibility"
        label={t`Visibility`}
        hint={t`Public: anyone, on the Downloads page. Student: signed-in students of the class and stream below.`}
        options={visibilityOptions}
        required
      />
      <Select<MaterialFormInput> name="class" label={t`Class`} options={classOptions} required />
      <Select<MaterialFormInput> name="stream" label={t`Stream`} options={streamOptions} required />
      <FileField<MaterialFormInput>
        name="file"
        label={t`PDF file`}
        hint={t`PDF only, up to ${limit}.`}
        accept=".pdf,application/pdf"
        maxBytes={MAX_MATERIAL_FILE_BYTES}
        typeMessage={t`Only PDF files can be uploaded. Choose a file ending in .pdf.`}
        sizeMessage={t`The file is larger than ${limit}. Choose a PDF of up to ${limit}.`}
        required
      />
      <FormError />
    </FormModal>
  );
}
