/**
 * The Camel runtime of the WAR: one {@code CamelContext} started and stopped with the
 * application from CDI (Camel 4 has no camel-cdi), fed with every {@code RoutesBuilder} bean.
 */
package org.mnemos.connector.camel;
