/**
 * The REST connector: JSON over HTTP (JDK {@code HttpClient}), records found by a JSONPath
 * record path, next-link or offset/limit pagination, credentials resolved by name at read time
 * and never echoed in messages, connect and read timeouts, HTTP statuses mapped to codes.
 */
package org.mnemos.connector.rest;
