// The web app's browser tests (app_suite.mjs) on the page served by a real `cubelab serve`.
import { appTests } from "./app_suite.mjs";

appTests("server");
