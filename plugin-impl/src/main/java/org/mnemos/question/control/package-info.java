/**
 * "Ask about this dashboard" (issue 11): read-only answers composed from a published dashboard's spec or
 * program, its data profile and datasets and the workspace's selective memory, never from raw rows.
 */
package org.mnemos.question.control;
