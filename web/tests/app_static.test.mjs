// The web app's browser tests (app_suite.mjs) on the page from web/dist by a plain static file
// server, with no cubelab process: every solver runs in the page.
import { appTests } from "./app_suite.mjs";

appTests("static");
