/**
 * The data connectors of the WAR, on Apache Camel 4: the Camel runtime, one route per connector
 * operation with one shared error policy, the four sources (CSV, SQL, REST, MCP) and the streaming
 * profiler. It implements plugin-api's {@code DataConnectors} port and depends on plugin-api only:
 * plugin-impl never imports it, and it never imports plugin-impl (CDI joins the two at run time).
 */
package org.mnemos.connector;
