// About management (spec point 2): the Company Mission and Company Values forms
// and a live Content Preview. They are the site-config sections `mission`
// and `values`, which the public About page reads.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { ADMIN_TEXTS, MISSION_TITLE, VALUES_TITLE } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AboutPreview } from './AboutPreview';
import { MissionForm } from './MissionForm';
import { ValuesForm } from './ValuesForm';
import { storedMission, storedValues } from './about-form';
import { ABOUT_ADMIN_TEXTS as T } from './texts';

export function AboutAdminPage() {
  const trpc = useTRPC();
  const mission = useQuery(trpc.siteConfig.get.queryOptions({ section: 'mission' }));
  const values = useQuery(trpc.siteConfig.get.queryOptions({ section: 'values' }));
  const failed = mission.isError || values.isError;

  useEffect(() => {
    if (failed) enqueueSnackbar(ADMIN_TEXTS.fetchAboutFailed, { variant: 'error' });
  }, [failed]);

  let body;
  if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void Promise.all([mission.refetch(), values.refetch()])}>
            {T.retry}
          </Button>
        }
      >
        {ADMIN_TEXTS.fetchAboutFailed}
      </Alert>
    );
  } else if (mission.data && values.data) {
    body = <AboutEditor missionConfig={mission.data.config} valuesConfig={values.data.config} />;
  } else {
    body = (
      <Grid container spacing={3}>
        {[0, 1].map((i) => (
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
}

/** Mounted once the stored content has loaded, which fills its fields. */
function AboutEditor({ missionConfig, valuesConfig }: AboutEditorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.siteConfig.update.mutationOptions());
  const [missionText, setMissionText] = useState(() => storedMission(missionConfig));
  const [valueList, setValueList] = useState(() => storedValues(valuesConfig));

  /** Stores one section, keeping any stored keys this screen does not edit. */
  async function save(section: 'mission' | 'values', config: Record<string, unknown>, messages: { ok: string; failed: string }) {
    try {
      await update.mutateAsync({ section, config, title: section === 'mission' ? MISSION_TITLE : VALUES_TITLE });
      await queryClient.invalidateQueries({ queryKey: trpc.siteConfig.pathKey() });
      enqueueSnackbar(messages.ok, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(messages.failed, { variant: 'error' });
      return false;
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
        <AboutPreview mission={missionText} values={valueList} />
      </Grid>
    </Grid>
  );
}
