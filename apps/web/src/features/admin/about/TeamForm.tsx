// The team of the About page: name, title, bio and a square photo per member
// (by URL or uploaded through the cropper; a cropped photo is stored on Save).
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { TeamMember } from '@hair/domain';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { ImageCropperDialog } from '../media/ImageCropperDialog';
import { ImageField } from '../site-config/ImageField';
import { isInlineImage } from '../site-config/hero-images';
import { AboutCard } from './AboutCard';
import { checkTeam, emptyMember } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

/** A team photo is a square portrait, cropped like a testimonial's photo. */
const PHOTO_USE = 'testimonials';

export interface TeamFormProps {
  initial: TeamMember[];
  /** Stores a cropped photo and resolves to its URL. */
  uploadPhoto(dataUrl: string, index: number): Promise<string>;
  /** Resolves true when stored. */
  onSave(members: TeamMember[]): Promise<boolean>;
}

export function TeamForm({ initial, uploadPhoto, onSave }: TeamFormProps) {
  const [members, setMembers] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [cropTarget, setCropTarget] = useState<number | null>(null);
  useUnsavedChanges(differsFromSaved(members, initial));

  function edit(next: TeamMember[]) {
    setMembers(next);
    setError(null);
  }
  const setMember = (index: number, patch: Partial<TeamMember>) => edit(members.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTeam(members, T.memberGroup);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    try {
      const stored: TeamMember[] = [];
      for (const [index, member] of checked.value.entries()) {
        stored.push(isInlineImage(member.photo) ? { ...member, photo: await uploadPhoto(member.photo, index) } : member);
      }
      if (await onSave(stored)) setMembers(stored);
    } catch {
      // uploadPhoto has told the admin; the cropped photos stay in the form for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <AboutCard
      title={T.teamTitle}
      component="form"
      onSubmit={submit}
      actions={
        <>
          <Button startIcon={<Add />} onClick={() => edit([...members, emptyMember()])}>
            {T.addMember}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {T.saveTeam}
          </Button>
        </>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {T.teamHint}
      </Typography>
      <Grid container spacing={2}>
        {members.map((member, index) => (
          // Members have no id; the position is what the admin edits.
          <Grid key={index} size={{ xs: 12, xl: 6 }}>
            <Box
              role="group"
              aria-label={T.memberGroup(index + 1)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default', height: '100%' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                  <TextField label={T.memberName(index + 1)} size="small" fullWidth value={member.name} onChange={(e) => setMember(index, { name: e.target.value })} />
                  <TextField label={T.memberTitle(index + 1)} size="small" fullWidth value={member.title} onChange={(e) => setMember(index, { title: e.target.value })} />
                </Stack>
                <IconButton aria-label={T.removeMember(index + 1)} onClick={() => edit(members.filter((_, i) => i !== index))}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <Stack spacing={1.5}>
                <TextField label={T.memberBio(index + 1)} size="small" fullWidth multiline minRows={3} value={member.bio} onChange={(e) => setMember(index, { bio: e.target.value })} />
                <ImageField
                  label={T.memberPhoto(index + 1)}
                  url={member.photo}
                  onUrlChange={(photo) => setMember(index, { photo })}
                  onUpload={() => setCropTarget(index)}
                  uploadLabel={T.uploadPhoto}
                  aspect={1}
                  previewAlt={T.memberPhotoAlt(member.name, index + 1)}
                />
              </Stack>
            </Box>
          </Grid>
        ))}
      </Grid>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <ImageCropperDialog
        open={cropTarget !== null}
        use={PHOTO_USE}
        title={T.photoDialogTitle}
        onClose={() => setCropTarget(null)}
        onSave={({ dataUrl }) => {
          if (cropTarget !== null) setMember(cropTarget, { photo: dataUrl });
        }}
      />
    </AboutCard>
  );
}
