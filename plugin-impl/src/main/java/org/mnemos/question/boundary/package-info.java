/** The REST face of questions about a published dashboard ({@code …/artifacts/{id}/questions}). */
package org.mnemos.question.boundary;
