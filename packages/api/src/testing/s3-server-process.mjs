// s3rver, the tests' S3-compatible server, in a process of its own: its listing
// tokens use DES, which Node's OpenSSL 3 offers only with --openssl-legacy-provider.
// Prints {"port":N} once it listens; SIGTERM closes it.
import S3rver from 's3rver';

const directory = process.argv[2];
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0), () => process.exit(1));
});
