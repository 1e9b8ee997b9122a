// npm run operator -- grant <email>: prints a link that makes that account an operator of this
// instance (its email must be in INSTANCE_ADMINS), for instances that cannot confirm emails by mail.
import { operatorGrants } from '../src/modules/instance';
import { ConfigError, loadConfig } from '../src/platform/config';

const [command, email] = process.argv.slice(2);
if (command !== 'grant' || !email) {
  console.error('Usage: npm run operator -- grant <email>');
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}
if (!config.instanceAdmins.includes(email.toLowerCase())) {
  console.error(`${email} is not in INSTANCE_ADMINS: add it there (and restart Tessera) first.`);
  process.exit(2);
}
const token = await operatorGrants(config.jwtSecret).sign({ email: email.toLowerCase() });
const base = config.publicUrl ?? `http://localhost:${config.port}`;
console.log(
  `Sign in to Tessera as ${email} and open this link within 24 hours to become an operator:\n\n  ${base}/admin/all/?grant=${token}\n`,
);
