import { hostname } from 'node:os';

/** This server process among the instances sharing a database: its host and process id. */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;
