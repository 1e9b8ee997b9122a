import { hostname } from 'node:os';

/** This server process among the instances sharing a database: its host and process id. */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;

/** A database connection's name for `role` in this instance, so an operator sees whose it is (pg_stat_activity). */
export const connectionName = (role: string) => `${role} ${INSTANCE_ID}`.slice(0, 63);
