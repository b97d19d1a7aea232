/**
 * The SQL connector: a parameterized query on a named datasource (never a JDBC URL with a
 * password in the source configuration), read in a read-only transaction under a statement
 * timeout and a row cap, streamed with a fetch size. PostgreSQL is tested; any JDBC database
 * works, failures being mapped by SQLSTATE.
 */
package org.mnemos.connector.sql;
