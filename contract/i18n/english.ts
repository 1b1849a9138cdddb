// The source language's words alone, for what shows English without a choice (the dashboard's preview of
// the page, until the app speaks the account's language): one catalog, none of the translations.
import source from "virtual:message-catalog/en";
import { makeTranslate } from "./translate";

export const english = makeTranslate("en", source, source);
