// Inquiries (new): the inbox of contact-form messages, and the contact details
// the storefront shows (kept here, since the site configuration keeps its six
// tabs).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ContactConfigSection } from './ContactConfigSection';
import { InquiryInbox } from './InquiryInbox';
import { INQUIRY_ADMIN_TEXTS as T } from './texts';

type View = 'inbox' | 'contact';

export function InquiriesAdminPage() {
  const [view, setView] = useState<View>('inbox');
  return (
    <>
      <AdminPageHeader title={T.pageTitle} description={T.pageDescription} />
      <Tabs value={view} onChange={(_, next: View) => setView(next)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="inbox" label={T.tabInbox} id="inquiries-tab-inbox" aria-controls="inquiries-panel" />
        <Tab value="contact" label={T.tabContact} id="inquiries-tab-contact" aria-controls="inquiries-panel" />
      </Tabs>
      <Box role="tabpanel" id="inquiries-panel" aria-labelledby={`inquiries-tab-${view}`}>
        {view === 'inbox' ? <InquiryInbox /> : <ContactConfigSection />}
      </Box>
    </>
  );
}
