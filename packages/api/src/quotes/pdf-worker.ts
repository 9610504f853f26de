// The worker thread that draws quote PDFs (pdf-drawer.ts). The server's build bundles
// it as dist/pdf-worker.js, beside the server.
import { answerJobs } from '../shared/worker-pool';
import { renderQuotePdf } from './pdf';

answerJobs(renderQuotePdf);
