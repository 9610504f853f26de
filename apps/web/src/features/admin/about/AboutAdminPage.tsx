// About management: the Company Mission and Company Values forms,
// the About page's figures and team, and a live Content Preview. They are the
// site-config sections `mission`, `values`, `about_figures` and `team`, which
// the public About page reads.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_TEXTS, MISSION_TITLE, VALUES_TITLE, type SiteConfigSection } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { uploadNames, useUploadImage } from '../media/uploads';
import { AboutPreview } from './AboutPreview';
import { differsFromSaved, useUnsavedChanges } from '../forms/unsaved-changes';
import { FiguresForm } from './FiguresForm';
import { MissionForm } from './MissionForm';
import { TeamForm } from './TeamForm';
import { ValuesForm } from './ValuesForm';
import { storedFigures, storedMission, storedTeam, storedValues } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export function AboutAdminPage() {
  const trpc = useTRPC();
  const mission = useQuery(trpc.siteConfig.get.queryOptions({ section: 'mission' }));
  const values = useQuery(trpc.siteConfig.get.queryOptions({ section: 'values' }));
  const figures = useQuery(trpc.siteConfig.get.queryOptions({ section: 'about_figures' }));
  const team = useQuery(trpc.siteConfig.get.queryOptions({ section: 'team' }));
  const sections = [mission, values, figures, team];
  const failed = sections.some((q) => q.isError);

  useEffect(() => {
    if (failed) enqueueSnackbar(ADMIN_TEXTS.fetchAboutFailed, { variant: 'error' });
  }, [failed]);

  let body;
  if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void Promise.all(sections.map((q) => q.refetch()))}>
            {T.retry}
          </Button>
        }
      >
        {ADMIN_TEXTS.fetchAboutFailed}
      </Alert>
    );
  } else if (mission.data && values.data && figures.data && team.data) {
    body = (
      <AboutEditor
        missionConfig={mission.data.config}
        valuesConfig={values.data.config}
        figuresConfig={figures.data.config}
        teamConfig={team.data.config}
      />
    );
  } else {
    body = (
      <Grid container spacing={3}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={280} />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <AdminPageHeader title={T.pageTitle} description={T.pageDescription} />
      {body}
    </>
  );
}

interface AboutEditorProps {
  missionConfig: Record<string, unknown>;
  valuesConfig: Record<string, unknown>;
  figuresConfig: Record<string, unknown>;
  teamConfig: Record<string, unknown>;
}

const SECTION_TITLES: Partial<Record<SiteConfigSection, string>> = { mission: MISSION_TITLE, values: VALUES_TITLE };

/** Mounted once the stored content has loaded, which fills its fields. */
function AboutEditor({ missionConfig, valuesConfig, figuresConfig, teamConfig }: AboutEditorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.siteConfig.update.mutationOptions());
  const upload = useUploadImage();
  const [missionText, setMissionText] = useState(() => storedMission(missionConfig));
  const [valueList, setValueList] = useState(() => storedValues(valuesConfig));
  useUnsavedChanges(differsFromSaved(missionText, storedMission(missionConfig)) || differsFromSaved(valueList, storedValues(valuesConfig)));

  /** Stores one section, keeping any stored keys this screen does not edit. */
  async function save(section: 'mission' | 'values' | 'about_figures' | 'team', config: Record<string, unknown>, messages: { ok: string; failed: string }) {
    try {
      await update.mutateAsync({ section, config, title: SECTION_TITLES[section] });
      await queryClient.invalidateQueries({ queryKey: trpc.siteConfig.pathKey() });
      enqueueSnackbar(messages.ok, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(messages.failed, { variant: 'error' });
      return false;
    }
  }

  async function uploadPhoto(dataUrl: string, index: number) {
    try {
      return (await upload.mutateAsync({ fileName: uploadNames.teamPhoto(index), dataUrl, section: 'team' })).url;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, ADMIN_TEXTS.uploadImageFailed), { variant: 'error' });
      throw error;
    }
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <MissionForm
          text={missionText}
          onChange={setMissionText}
          onSave={(text) => save('mission', { ...missionConfig, text }, { ok: ADMIN_TEXTS.missionUpdated, failed: ADMIN_TEXTS.saveMissionFailed })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ValuesForm
          values={valueList}
          onChange={setValueList}
          onSave={(list) => save('values', { ...valuesConfig, values: list }, { ok: ADMIN_TEXTS.valuesUpdated, failed: ADMIN_TEXTS.saveValuesFailed })}
        />
      </Grid>
      <Grid size={12}>
        <FiguresForm
          initial={storedFigures(figuresConfig)}
          onSave={(figures) => save('about_figures', { ...figuresConfig, figures }, { ok: T.figuresUpdated, failed: T.saveFiguresFailed })}
        />
      </Grid>
      <Grid size={12}>
        <TeamForm
          initial={storedTeam(teamConfig)}
          uploadPhoto={uploadPhoto}
          onSave={(members) => save('team', { ...teamConfig, members }, { ok: T.teamUpdated, failed: T.saveTeamFailed })}
        />
      </Grid>
      <Grid size={12}>
        <AboutPreview mission={missionText} values={valueList} />
      </Grid>
    </Grid>
  );
}
