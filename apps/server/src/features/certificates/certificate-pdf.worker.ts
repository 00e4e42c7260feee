import { parentPort, workerData } from 'node:worker_threads';
import { renderCertificatePdf, type CertificatePrint } from './certificate-pdf';

// One certificate per thread: drawing and font subsetting take a few hundred milliseconds of CPU.
const pdf = await renderCertificatePdf(workerData as CertificatePrint);
parentPort?.postMessage(new Uint8Array(pdf));
