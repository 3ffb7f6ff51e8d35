import { withArabicProducts } from "../arabic";
import type { SeedProduct } from "../types";
import { aerospaceProducts, hermeticProducts } from "./aerospace";
import { controllerProducts, hmiProducts } from "./controllers-and-hmi";
import { microMotorProducts } from "./micro-motors";
import { monitoringRelayProducts } from "./monitoring-relays";
import { motorProducts } from "./motors";
import { pneumaticProducts, switchProducts } from "./pneumatics-and-switches";
import { automationControllerProducts, powerSupplyProducts } from "./power-and-control";
import { relayProducts } from "./relays";
import { sensorProducts } from "./sensors";
import { solidStateRelayProducts } from "./solid-state-relays";
import { counterProducts, timerProducts } from "./timers-and-counters";

export const products: SeedProduct[] = withArabicProducts([
  ...controllerProducts,
  ...hmiProducts,
  ...monitoringRelayProducts,
  ...relayProducts,
  ...sensorProducts,
  ...microMotorProducts,
  ...timerProducts,
  ...solidStateRelayProducts,
  ...powerSupplyProducts,
  ...counterProducts,
  ...pneumaticProducts,
  ...motorProducts,
  ...switchProducts,
  ...hermeticProducts,
  ...aerospaceProducts,
  ...automationControllerProducts,
]);
