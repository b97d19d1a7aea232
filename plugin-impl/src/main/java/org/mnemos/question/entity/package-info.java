/** What an answer about a dashboard is made of: its text and the citations of what it used. */
package org.mnemos.question.entity;
