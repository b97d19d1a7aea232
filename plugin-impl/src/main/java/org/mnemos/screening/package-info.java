/**
 * The secret screen: how a credential is recognised in text and in JSON values, whatever its spelling, and what one
 * request may have it read. It sits below every capability that stores text (workspaces, memory, data sources), so
 * that each screens what it stores with the one set of rules. It uses no other capability but the platform.
 */
package org.mnemos.screening;
