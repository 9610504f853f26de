// The post editor: Slug, Title, Date, Category, Excerpt, Content, Save and Cancel,
// plus the Draft/Published switch. Errors are shown inline in red; leaving the
// page with unsaved edits asks first, Cancel drops them.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import { ADMIN_TEXTS, POST_CATEGORIES, TEXTS, type PostCategory, type PostInput } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { DEFAULT_EDITOR_TOOLS, RichTextEditor, type EditorTool } from '../editor/RichTextEditor';
import { SwitchWithHint } from '../layout/SwitchWithHint';
import { fileToDataUrl, useUploadImage } from '../media/uploads';
import { blogImageName, readPostForm, type PostFieldErrors, type PostFormValues } from './blog-form';
import { BLOG_ADMIN_TEXTS as T } from './texts';

const EDITOR_TOOLS: readonly EditorTool[] = [...DEFAULT_EDITOR_TOOLS, 'image', 'align', 'source'];

export interface BlogPostFormProps {
  initial: PostFormValues;
  isNew: boolean;
  /** Stores the post; resolves to an error text to show, or null when saved. */
  onSave(body: PostInput): Promise<string | null>;
  onCancel(): void;
}

export function BlogPostForm({ initial, isNew, onSave, onCancel }: BlogPostFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PostFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useUploadImage();
  useUnsavedChanges(differsFromSaved(values, initial));

  function change<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  // The editor checks the file (type and size) and reports failures itself.
  async function uploadImage(file: File): Promise<string> {
    const { url } = await upload.mutateAsync({ fileName: blogImageName(file.name), dataUrl: await fileToDataUrl(file), section: 'editor' });
    return url;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = readPostForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    setServerError(await onSave(result.body));
    setSaving(false);
  }

  const field = (name: 'slug' | 'title' | 'excerpt', label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => change(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helperText}
      fullWidth
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h2">
          {isNew ? T.newPostTitle : T.editPostTitle}
        </Typography>
        {field('slug', T.slug, { helperText: isNew ? T.slugNewHint : T.slugHint })}
        {field('title', T.title, { required: true })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={T.date}
            type="date"
            value={values.date}
            onChange={(e) => change('date', e.target.value)}
            error={Boolean(errors.date)}
            helperText={errors.date}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          />
          <TextField
            select
            label={T.category}
            value={values.category}
            onChange={(e) => change('category', e.target.value as PostCategory)}
            error={Boolean(errors.category)}
            helperText={errors.category}
            sx={{ minWidth: 200 }}
          >
            {POST_CATEGORIES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <SwitchWithHint id="post-published-hint" label={T.published} hint={T.publishedHint} checked={values.published} onChange={(checked) => change('published', checked)} />
        </Stack>
        {field('excerpt', T.excerpt, { multiline: true, minRows: 2 })}
        <RichTextEditor label={T.content} value={values.content} onChange={(html) => change('content', html)} tools={EDITOR_TOOLS} uploadImage={uploadImage} minHeight={320} />
        {serverError && (
          <Typography role="alert" color="error">
            {serverError}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {ADMIN_TEXTS.save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
