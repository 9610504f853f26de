// Testimonial management: the table, the add/edit dialog, and delete after
// 'Are you sure you want to delete this testimonial?'.
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { ADMIN_TEXTS, type Testimonial } from '@hair/domain';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { TestimonialDialog } from './TestimonialDialog';
import { TestimonialsTable } from './TestimonialsTable';
import { TESTIMONIAL_ADMIN_TEXTS as T } from './texts';

interface DialogState {
  open: boolean;
  testimonial: Testimonial | null;
  /** A new key per opening gives the dialog fresh fields. */
  key: number;
}

export function TestimonialsAdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.testimonials.list.queryOptions({}));
  const remove = useMutation(trpc.testimonials.delete.mutationOptions());
  const [dialog, setDialog] = useState<DialogState>({ open: false, testimonial: null, key: 0 });

  useEffect(() => {
    if (list.isError) enqueueSnackbar(ADMIN_TEXTS.fetchTestimonialsFailed, { variant: 'error' });
  }, [list.isError]);

  const openDialog = (testimonial: Testimonial | null) => setDialog((d) => ({ open: true, testimonial, key: d.key + 1 }));

  async function deleteTestimonial(testimonial: Testimonial) {
    if (!window.confirm(ADMIN_TEXTS.confirmDeleteTestimonial)) return;
    try {
      await remove.mutateAsync({ id: testimonial.id });
      await queryClient.invalidateQueries({ queryKey: trpc.testimonials.list.queryKey() });
      enqueueSnackbar(ADMIN_TEXTS.testimonialDeleted, { variant: 'success' });
    } catch {
      enqueueSnackbar(ADMIN_TEXTS.deleteTestimonialFailed, { variant: 'error' });
    }
  }

  return (
    <>
      <AdminPageHeader
        title={T.pageTitle}
        description={T.pageDescription}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => openDialog(null)}>
            {T.addTestimonial}
          </Button>
        }
      />
      <TestimonialsTable rows={list.data ?? []} loading={list.isPending} onEdit={openDialog} onDelete={deleteTestimonial} />
      <TestimonialDialog
        key={dialog.key}
        open={dialog.open}
        testimonial={dialog.testimonial}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
