/**
 * The REST connector: JSON over HTTP, each page fetched by camel-http (Apache HttpClient 5)
 * through {@link org.mnemos.connector.rest.RestPageRoute}, records found by a JSONPath record
 * path, next-link or offset/limit pagination walked as rows are read, credentials resolved by
 * name at read time and never echoed in messages, connect and read timeouts, HTTP statuses
 * mapped to codes.
 */
package org.mnemos.connector.rest;
