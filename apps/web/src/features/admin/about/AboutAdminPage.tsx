// About management: the Company Mission and Company Values forms,
// the About page's figures and team, and a live Content Preview. They are the
// site-config sections `mission`, `values`, `about_figures` and `team`, which
// the public About page reads.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_TEXTS, MISSION_TITLE, VALUES_TITLE, type SiteConfigSection } from '@hair/domain';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { sectionConfig, useSaveSection } from '../site-config/use-site-config';
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
  const records = useQuery(trpc.siteConfig.list.queryOptions());
  const failed = records.isError;

  useEffect(() => {
    if (failed) enqueueSnackbar(ADMIN_TEXTS.fetchAboutFailed, { variant: 'error' });
  }, [failed]);

  let body;
  if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void records.refetch()}>
            {T.retry}
          </Button>
        }
      >
        {ADMIN_TEXTS.fetchAboutFailed}
      </Alert>
    );
  } else if (records.data) {
    body = (
      <AboutEditor
        missionConfig={sectionConfig(records.data, 'mission')}
        valuesConfig={sectionConfig(records.data, 'values')}
        figuresConfig={sectionConfig(records.data, 'about_figures')}
        teamConfig={sectionConfig(records.data, 'team')}
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
  const saveSection = useSaveSection();
  const upload = useUploadImage();
  const [missionText, setMissionText] = useState(() => storedMission(missionConfig));
  const [valueList, setValueList] = useState(() => storedValues(valuesConfig));
  useUnsavedChanges(differsFromSaved(missionText, storedMission(missionConfig)) || differsFromSaved(valueList, storedValues(valuesConfig)));

  /** Stores one section, keeping any stored keys this screen does not edit. */
  function save(section: 'mission' | 'values' | 'about_figures' | 'team', config: Record<string, unknown>, messages: { ok: string; failed: string }) {
    return saveSection(section, config, { success: messages.ok, failure: messages.failed, title: SECTION_TITLES[section] });
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
